from enum import StrEnum


class KnarrDeckExhaustedEventType(StrEnum):
    DECK_EXHAUSTED = "deck_exhausted"

    def __str__(self) -> str:
        return str(self.value)
