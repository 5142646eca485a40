from enum import StrEnum


class GraenalandTerrain(StrEnum):
    FOREST = "forest"
    HILLS = "hills"
    MOUNTAINS = "mountains"
    PLAINS = "plains"

    def __str__(self) -> str:
        return str(self.value)
