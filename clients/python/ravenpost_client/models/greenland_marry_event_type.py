from enum import StrEnum


class GreenlandMarryEventType(StrEnum):
    MARRY = "marry"

    def __str__(self) -> str:
        return str(self.value)
