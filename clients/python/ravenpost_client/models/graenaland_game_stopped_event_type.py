from enum import StrEnum


class GraenalandGameStoppedEventType(StrEnum):
    GAME_STOPPED = "game_stopped"

    def __str__(self) -> str:
        return str(self.value)
