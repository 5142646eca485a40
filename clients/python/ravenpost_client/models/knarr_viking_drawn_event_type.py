from enum import StrEnum


class KnarrVikingDrawnEventType(StrEnum):
    VIKING_DRAWN = "viking_drawn"

    def __str__(self) -> str:
        return str(self.value)
