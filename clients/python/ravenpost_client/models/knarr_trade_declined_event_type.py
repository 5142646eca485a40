from enum import StrEnum


class KnarrTradeDeclinedEventType(StrEnum):
    TRADE_DECLINED = "trade_declined"

    def __str__(self) -> str:
        return str(self.value)
