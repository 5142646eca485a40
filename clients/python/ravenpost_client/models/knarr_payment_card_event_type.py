from enum import StrEnum


class KnarrPaymentCardEventType(StrEnum):
    PAYMENT_CARD = "payment_card"

    def __str__(self) -> str:
        return str(self.value)
