from enum import StrEnum


class GreenlandBiomeDrawnEventType(StrEnum):
    BIOME_DRAWN = "biome_drawn"

    def __str__(self) -> str:
        return str(self.value)
