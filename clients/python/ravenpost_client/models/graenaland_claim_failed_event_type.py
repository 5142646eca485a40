from enum import StrEnum


class GraenalandClaimFailedEventType(StrEnum):
    CLAIM_FAILED = "claim_failed"

    def __str__(self) -> str:
        return str(self.value)
