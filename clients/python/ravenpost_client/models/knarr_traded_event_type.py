from enum import StrEnum


class KnarrTradedEventType(StrEnum):
    TRADED = "traded"

    def __str__(self) -> str:
        return str(self.value)
