from enum import StrEnum


class GraenalandStartCardsLaidEventType(StrEnum):
    START_CARDS_LAID = "start_cards_laid"

    def __str__(self) -> str:
        return str(self.value)
