from enum import StrEnum


class GreenlandOfferToEventType(StrEnum):
    OFFER_TO = "offer_to"

    def __str__(self) -> str:
        return str(self.value)
