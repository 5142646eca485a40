from enum import StrEnum


class FjordsNoHutMoveType(StrEnum):
    NO_HUT = "no_hut"

    def __str__(self) -> str:
        return str(self.value)
