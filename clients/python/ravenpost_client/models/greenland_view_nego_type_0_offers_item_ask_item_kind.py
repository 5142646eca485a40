from enum import StrEnum


class GreenlandViewNegoType0OffersItemAskItemKind(StrEnum):
    DAUGHTER = "daughter"
    ENERGY = "energy"
    IRON = "iron"
    IVORY = "ivory"
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
