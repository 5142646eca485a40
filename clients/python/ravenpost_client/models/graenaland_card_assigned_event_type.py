from enum import StrEnum


class GraenalandCardAssignedEventType(StrEnum):
    CARD_ASSIGNED = "card_assigned"

    def __str__(self) -> str:
        return str(self.value)
