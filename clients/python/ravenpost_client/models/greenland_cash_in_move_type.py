from enum import StrEnum


class GreenlandCashInMoveType(StrEnum):
    CASH_IN = "cash_in"

    def __str__(self) -> str:
        return str(self.value)
