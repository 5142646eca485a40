from enum import StrEnum


class GreenlandConvertMoveType(StrEnum):
    CONVERT = "convert"

    def __str__(self) -> str:
        return str(self.value)
