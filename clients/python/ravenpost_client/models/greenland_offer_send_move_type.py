from enum import StrEnum


class GreenlandOfferSendMoveType(StrEnum):
    OFFER_SEND = "offer_send"

    def __str__(self) -> str:
        return str(self.value)
