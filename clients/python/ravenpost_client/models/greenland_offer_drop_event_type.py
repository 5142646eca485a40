from enum import StrEnum


class GreenlandOfferDropEventType(StrEnum):
    OFFER_DROP = "offer_drop"

    def __str__(self) -> str:
        return str(self.value)
