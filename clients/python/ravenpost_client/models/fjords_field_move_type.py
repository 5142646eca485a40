from enum import StrEnum


class FjordsFieldMoveType(StrEnum):
    FIELD = "field"

    def __str__(self) -> str:
        return str(self.value)
