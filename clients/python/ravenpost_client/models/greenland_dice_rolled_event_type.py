from enum import StrEnum


class GreenlandDiceRolledEventType(StrEnum):
    DICE_ROLLED = "dice_rolled"

    def __str__(self) -> str:
        return str(self.value)
