from enum import StrEnum


class GreenlandCasualtyMoveType(StrEnum):
    CASUALTY = "casualty"

    def __str__(self) -> str:
        return str(self.value)
