from enum import StrEnum


class GraenalandClaimMadeEventType(StrEnum):
    CLAIM_MADE = "claim_made"

    def __str__(self) -> str:
        return str(self.value)
