from enum import StrEnum


class GreenlandOfferToMoveType(StrEnum):
    OFFER_TO = "offer_to"

    def __str__(self) -> str:
        return str(self.value)
