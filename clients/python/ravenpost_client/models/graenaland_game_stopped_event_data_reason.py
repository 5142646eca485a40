from enum import StrEnum


class GraenalandGameStoppedEventDataReason(StrEnum):
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)
