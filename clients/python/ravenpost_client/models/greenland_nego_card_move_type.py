from enum import StrEnum


class GreenlandNegoCardMoveType(StrEnum):
    NEGO_CARD = "nego_card"

    def __str__(self) -> str:
        return str(self.value)
