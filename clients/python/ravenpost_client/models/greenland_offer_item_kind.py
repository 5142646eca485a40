from enum import StrEnum


class GreenlandOfferItemKind(StrEnum):
    CARD = "card"
    DAUGHTER = "daughter"
    ENERGY = "energy"
    HAND = "hand"
    IRON = "iron"
    IVORY = "ivory"
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
