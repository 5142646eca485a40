from enum import StrEnum


class GraenalandCardProducedEventType(StrEnum):
    CARD_PRODUCED = "card_produced"

    def __str__(self) -> str:
        return str(self.value)
