from enum import StrEnum


class GreenlandRerollMoveType(StrEnum):
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
