from enum import StrEnum


class GreenlandTrophyEventType(StrEnum):
    TROPHY = "trophy"

    def __str__(self) -> str:
        return str(self.value)
