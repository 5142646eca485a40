from enum import StrEnum


class GraenalandColonyPlacedEventType(StrEnum):
    COLONY_PLACED = "colony_placed"

    def __str__(self) -> str:
        return str(self.value)
