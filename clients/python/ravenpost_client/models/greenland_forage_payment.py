from enum import StrEnum


class GreenlandForagePayment(StrEnum):
    ELDER = "elder"
    ENERGY = "energy"
    IRON = "iron"
    IVORY = "ivory"
    SLAUGHTER = "slaughter"

    def __str__(self) -> str:
        return str(self.value)
