from enum import StrEnum


class GreenlandNegoCardEventType(StrEnum):
    NEGO_CARD = "nego_card"

    def __str__(self) -> str:
        return str(self.value)
