from enum import StrEnum


class GreenlandTakeCardEventType(StrEnum):
    TAKE_CARD = "take_card"

    def __str__(self) -> str:
        return str(self.value)
