from enum import StrEnum


class GreenlandDiscardHandEventType(StrEnum):
    DISCARD_HAND = "discard_hand"

    def __str__(self) -> str:
        return str(self.value)
