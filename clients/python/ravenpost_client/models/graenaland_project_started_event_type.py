from enum import StrEnum


class GraenalandProjectStartedEventType(StrEnum):
    PROJECT_STARTED = "project_started"

    def __str__(self) -> str:
        return str(self.value)
