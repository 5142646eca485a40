from enum import StrEnum


class GreenlandEventRevealedEventType(StrEnum):
    EVENT_REVEALED = "event_revealed"

    def __str__(self) -> str:
        return str(self.value)
