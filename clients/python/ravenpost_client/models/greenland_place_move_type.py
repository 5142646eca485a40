from enum import StrEnum


class GreenlandPlaceMoveType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
