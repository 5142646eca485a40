from enum import StrEnum


class GraenalandCardPaidEventType(StrEnum):
    CARD_PAID = "card_paid"

    def __str__(self) -> str:
        return str(self.value)
