from enum import StrEnum


class GraenalandBasicResource(StrEnum):
    CATTLE = "cattle"
    GRAIN = "grain"
    ORE = "ore"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
