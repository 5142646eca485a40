from enum import StrEnum


class GreenlandOfferItemEventType(StrEnum):
    OFFER_ITEM = "offer_item"

    def __str__(self) -> str:
        return str(self.value)
