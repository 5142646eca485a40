from enum import StrEnum


class GraenalandOfferCardMoveType(StrEnum):
    OFFER_CARD = "offer_card"

    def __str__(self) -> str:
        return str(self.value)
