from enum import StrEnum


class GreenlandRerollEventType(StrEnum):
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
