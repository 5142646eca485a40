from enum import StrEnum


class GraenalandDeckRefilledEventType(StrEnum):
    DECK_REFILLED = "deck_refilled"

    def __str__(self) -> str:
        return str(self.value)
