from enum import StrEnum


class MetaTakebackAcceptedEventType(StrEnum):
    METATAKEBACK_ACCEPTED = "meta:takeback_accepted"

    def __str__(self) -> str:
        return str(self.value)
