from enum import StrEnum


class GreenlandDiscardHandMoveType(StrEnum):
    DISCARD_HAND = "discard_hand"

    def __str__(self) -> str:
        return str(self.value)
