from enum import StrEnum


class KnarrPhase(StrEnum):
    BETWEEN = "between"
    CHECKS = "checks"
    OFFER = "offer"
    OVER = "over"
    PAY = "pay"
    PLAY = "play"
    STARTING = "starting"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
