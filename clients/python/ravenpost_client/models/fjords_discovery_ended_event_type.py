from enum import StrEnum


class FjordsDiscoveryEndedEventType(StrEnum):
    DISCOVERY_ENDED = "discovery_ended"

    def __str__(self) -> str:
        return str(self.value)
