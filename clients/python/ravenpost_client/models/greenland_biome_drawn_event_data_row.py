from enum import StrEnum


class GreenlandBiomeDrawnEventDataRow(StrEnum):
    NORTH = "north"
    SOUTH = "south"

    def __str__(self) -> str:
        return str(self.value)
