from enum import StrEnum


class FjordsTileDrawnEventType(StrEnum):
    TILE_DRAWN = "tile_drawn"

    def __str__(self) -> str:
        return str(self.value)
