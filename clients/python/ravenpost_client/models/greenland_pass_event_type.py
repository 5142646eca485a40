from enum import StrEnum


class GreenlandPassEventType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
