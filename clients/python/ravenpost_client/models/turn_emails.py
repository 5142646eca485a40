from enum import StrEnum


class TurnEmails(StrEnum):
    ALWAYS = "always"
    WHEN_AWAY = "when_away"

    def __str__(self) -> str:
        return str(self.value)
