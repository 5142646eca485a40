from enum import StrEnum


class GraenalandCardOfferedEventType(StrEnum):
    CARD_OFFERED = "card_offered"

    def __str__(self) -> str:
        return str(self.value)
