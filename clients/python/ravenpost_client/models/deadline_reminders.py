from enum import StrEnum


class DeadlineReminders(StrEnum):
    NONE = "none"
    ONE = "one"
    TWO = "two"

    def __str__(self) -> str:
        return str(self.value)
