from enum import StrEnum


class ConditionalMoveStatus(StrEnum):
    CANCELLED = "cancelled"
    DROPPED = "dropped"
    INVALID = "invalid"
    PENDING = "pending"
    PLAYED = "played"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
