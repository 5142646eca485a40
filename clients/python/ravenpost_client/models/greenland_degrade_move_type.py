from enum import StrEnum


class GreenlandDegradeMoveType(StrEnum):
    DEGRADE = "degrade"

    def __str__(self) -> str:
        return str(self.value)
