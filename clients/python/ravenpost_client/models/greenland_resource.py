from enum import StrEnum


class GreenlandResource(StrEnum):
    ENERGY = "energy"
    IRON = "iron"
    IVORY = "ivory"

    def __str__(self) -> str:
        return str(self.value)
