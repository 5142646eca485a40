from enum import StrEnum


class GraenalandPlacementEndedEventType(StrEnum):
    PLACEMENT_ENDED = "placement_ended"

    def __str__(self) -> str:
        return str(self.value)
