from enum import StrEnum


class GraenalandViewBuildType0ProjectType0VariantType2Type1(StrEnum):
    CATTLE = "cattle"
    GRAIN = "grain"
    ORE = "ore"
    WOOD = "wood"

    def __str__(self) -> str:
        return str(self.value)
