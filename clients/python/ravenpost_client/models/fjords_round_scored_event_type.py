from enum import StrEnum


class FjordsRoundScoredEventType(StrEnum):
    ROUND_SCORED = "round_scored"

    def __str__(self) -> str:
        return str(self.value)
