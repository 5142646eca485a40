from enum import StrEnum


class MetaTakebackDeclinedEventType(StrEnum):
    METATAKEBACK_DECLINED = "meta:takeback_declined"

    def __str__(self) -> str:
        return str(self.value)
