from enum import StrEnum


class GraenalandClaimVictoryMoveType(StrEnum):
    CLAIM_VICTORY = "claim_victory"

    def __str__(self) -> str:
        return str(self.value)
