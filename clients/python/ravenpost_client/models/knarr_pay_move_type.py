from enum import StrEnum


class KnarrPayMoveType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
