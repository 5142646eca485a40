from enum import StrEnum


class GreenlandDivorceMoveType(StrEnum):
    DIVORCE = "divorce"

    def __str__(self) -> str:
        return str(self.value)
