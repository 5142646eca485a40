from enum import StrEnum


class GreenlandWarCouncilMoveType(StrEnum):
    WAR_COUNCIL = "war_council"

    def __str__(self) -> str:
        return str(self.value)
