from enum import StrEnum


class KnarrGameSetUpEventType(StrEnum):
    GAME_SET_UP = "game_set_up"

    def __str__(self) -> str:
        return str(self.value)
