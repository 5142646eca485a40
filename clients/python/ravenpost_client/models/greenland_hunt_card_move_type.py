from enum import StrEnum


class GreenlandHuntCardMoveType(StrEnum):
    HUNT_CARD = "hunt_card"

    def __str__(self) -> str:
        return str(self.value)
