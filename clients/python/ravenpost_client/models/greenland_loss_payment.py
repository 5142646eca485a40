from enum import StrEnum


class GreenlandLossPayment(StrEnum):
    CARD = "card"
    ELDER = "elder"
    ENERGY = "energy"
    IRON = "iron"
    IVORY = "ivory"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
