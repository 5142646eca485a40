from enum import StrEnum


class GreenlandRow(StrEnum):
    NORTH = "north"
    SOUTH = "south"

    def __str__(self) -> str:
        return str(self.value)
