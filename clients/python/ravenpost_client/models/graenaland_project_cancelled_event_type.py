from enum import StrEnum


class GraenalandProjectCancelledEventType(StrEnum):
    PROJECT_CANCELLED = "project_cancelled"

    def __str__(self) -> str:
        return str(self.value)
