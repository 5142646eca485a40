from enum import StrEnum


class GraenalandNoClaimMoveType(StrEnum):
    NO_CLAIM = "no_claim"

    def __str__(self) -> str:
        return str(self.value)
