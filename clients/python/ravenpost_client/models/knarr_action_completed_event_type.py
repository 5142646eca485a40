from enum import StrEnum


class KnarrActionCompletedEventType(StrEnum):
    ACTION_COMPLETED = "action_completed"

    def __str__(self) -> str:
        return str(self.value)
