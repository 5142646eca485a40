from enum import StrEnum


class GraenalandCardGivenEventType(StrEnum):
    CARD_GIVEN = "card_given"

    def __str__(self) -> str:
        return str(self.value)
