from enum import StrEnum


class FjordsTakeOpenMoveType(StrEnum):
    TAKE_OPEN = "take_open"

    def __str__(self) -> str:
        return str(self.value)
