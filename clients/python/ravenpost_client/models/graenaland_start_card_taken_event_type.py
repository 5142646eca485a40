from enum import StrEnum


class GraenalandStartCardTakenEventType(StrEnum):
    START_CARD_TAKEN = "start_card_taken"

    def __str__(self) -> str:
        return str(self.value)
