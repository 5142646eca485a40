from enum import StrEnum


class KnarrViewPhase(StrEnum):
    CHECKS = "checks"
    OFFER = "offer"
    OVER = "over"
    PAY = "pay"
    PLAY = "play"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
