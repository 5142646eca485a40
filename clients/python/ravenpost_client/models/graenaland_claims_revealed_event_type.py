from enum import StrEnum


class GraenalandClaimsRevealedEventType(StrEnum):
    CLAIMS_REVEALED = "claims_revealed"

    def __str__(self) -> str:
        return str(self.value)
