from enum import StrEnum


class MetaVacationEventType(StrEnum):
    METAVACATION = "meta:vacation"

    def __str__(self) -> str:
        return str(self.value)
