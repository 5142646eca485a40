from enum import StrEnum


class GreenlandBidMoveType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
