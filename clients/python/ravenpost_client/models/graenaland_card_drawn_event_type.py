from enum import StrEnum


class GraenalandCardDrawnEventType(StrEnum):
    CARD_DRAWN = "card_drawn"

    def __str__(self) -> str:
        return str(self.value)
