from enum import StrEnum


class TurnNotification(StrEnum):
    DAILY_DIGEST = "daily_digest"
    EACH_TURN = "each_turn"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
