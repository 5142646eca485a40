from enum import StrEnum


class GreenlandWarCouncilEventType(StrEnum):
    WAR_COUNCIL = "war_council"

    def __str__(self) -> str:
        return str(self.value)
