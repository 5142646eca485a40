from enum import StrEnum


class GraenalandGiveCardMoveType(StrEnum):
    GIVE_CARD = "give_card"

    def __str__(self) -> str:
        return str(self.value)
