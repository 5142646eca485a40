from enum import StrEnum


class FjordsPhase(StrEnum):
    COLONISATION = "colonisation"
    DISCOVERY = "discovery"
    OVER = "over"
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)
