from enum import StrEnum


class FjordsViewPhase(StrEnum):
    COLONISATION = "colonisation"
    DISCOVERY = "discovery"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
