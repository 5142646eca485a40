from enum import StrEnum


class GraenalandDistributionStartedEventType(StrEnum):
    DISTRIBUTION_STARTED = "distribution_started"

    def __str__(self) -> str:
        return str(self.value)
