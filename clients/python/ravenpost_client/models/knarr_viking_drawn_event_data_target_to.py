from enum import StrEnum


class KnarrVikingDrawnEventDataTargetTo(StrEnum):
    BOARD = "board"
    CREW = "crew"

    def __str__(self) -> str:
        return str(self.value)
