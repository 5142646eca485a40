from enum import StrEnum


class GraenalandResource(StrEnum):
    CATTLE = "cattle"
    GOLD = "gold"
    GRAIN = "grain"
    ORE = "ore"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
