from enum import StrEnum


class UigoTrickWonEventType(StrEnum):
    TRICK_WON = "trick_won"

    def __str__(self) -> str:
        return str(self.value)
