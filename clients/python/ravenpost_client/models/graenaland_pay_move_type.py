from enum import StrEnum


class GraenalandPayMoveType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
