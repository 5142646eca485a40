from enum import StrEnum


class GreenlandKeepDiceEventType(StrEnum):
    KEEP_DICE = "keep_dice"

    def __str__(self) -> str:
        return str(self.value)
