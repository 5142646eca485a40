from enum import StrEnum


class MetaTakebackRequestedEventType(StrEnum):
    METATAKEBACK_REQUESTED = "meta:takeback_requested"

    def __str__(self) -> str:
        return str(self.value)
