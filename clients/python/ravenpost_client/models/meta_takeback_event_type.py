from enum import StrEnum


class MetaTakebackEventType(StrEnum):
    METATAKEBACK = "meta:takeback"

    def __str__(self) -> str:
        return str(self.value)
