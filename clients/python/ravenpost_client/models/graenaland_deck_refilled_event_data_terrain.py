from enum import StrEnum


class GraenalandDeckRefilledEventDataTerrain(StrEnum):
    FOREST = "forest"
    HILLS = "hills"
    MOUNTAINS = "mountains"
    PLAINS = "plains"

    def __str__(self) -> str:
        return str(self.value)
