from enum import StrEnum


class FjordsTileTakenEventType(StrEnum):
    TILE_TAKEN = "tile_taken"

    def __str__(self) -> str:
        return str(self.value)
