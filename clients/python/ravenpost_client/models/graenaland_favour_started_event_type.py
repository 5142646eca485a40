from enum import StrEnum


class GraenalandFavourStartedEventType(StrEnum):
    FAVOUR_STARTED = "favour_started"

    def __str__(self) -> str:
        return str(self.value)
