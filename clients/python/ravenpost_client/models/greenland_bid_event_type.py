from enum import StrEnum


class GreenlandBidEventType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
