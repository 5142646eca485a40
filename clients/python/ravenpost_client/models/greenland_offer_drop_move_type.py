from enum import StrEnum


class GreenlandOfferDropMoveType(StrEnum):
    OFFER_DROP = "offer_drop"

    def __str__(self) -> str:
        return str(self.value)
