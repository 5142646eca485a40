from enum import StrEnum


class KnarrTradeMoveType(StrEnum):
    TRADE = "trade"

    def __str__(self) -> str:
        return str(self.value)
