from enum import StrEnum


class GreenlandMarryMoveType(StrEnum):
    MARRY = "marry"

    def __str__(self) -> str:
        return str(self.value)
