from enum import StrEnum


class FjordsHutMoveType(StrEnum):
    HUT = "hut"

    def __str__(self) -> str:
        return str(self.value)
