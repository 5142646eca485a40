from enum import StrEnum


class UigoGameStartedEventType(StrEnum):
    GAME_STARTED = "game_started"

    def __str__(self) -> str:
        return str(self.value)
