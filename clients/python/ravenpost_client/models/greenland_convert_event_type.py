from enum import StrEnum


class GreenlandConvertEventType(StrEnum):
    CONVERT = "convert"

    def __str__(self) -> str:
        return str(self.value)
