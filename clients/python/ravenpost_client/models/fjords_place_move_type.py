from enum import StrEnum


class FjordsPlaceMoveType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
