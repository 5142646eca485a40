from enum import StrEnum


class GreenlandTrophyMoveType(StrEnum):
    TROPHY = "trophy"

    def __str__(self) -> str:
        return str(self.value)
