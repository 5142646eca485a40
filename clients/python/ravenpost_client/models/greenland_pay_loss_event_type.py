from enum import StrEnum


class GreenlandPayLossEventType(StrEnum):
    PAY_LOSS = "pay_loss"

    def __str__(self) -> str:
        return str(self.value)
