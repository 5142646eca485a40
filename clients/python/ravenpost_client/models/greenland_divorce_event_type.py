from enum import StrEnum


class GreenlandDivorceEventType(StrEnum):
    DIVORCE = "divorce"

    def __str__(self) -> str:
        return str(self.value)
