from enum import StrEnum


class KnarrPaymentRecruitEventType(StrEnum):
    PAYMENT_RECRUIT = "payment_recruit"

    def __str__(self) -> str:
        return str(self.value)
