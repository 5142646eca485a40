from enum import StrEnum


class UigoCardsPlacedEventType(StrEnum):
    CARDS_PLACED = "cards_placed"

    def __str__(self) -> str:
        return str(self.value)
