from enum import StrEnum


class GreenlandOfferSendEventType(StrEnum):
    OFFER_SEND = "offer_send"

    def __str__(self) -> str:
        return str(self.value)
