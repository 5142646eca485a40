from enum import StrEnum


class MetaForcedEventType(StrEnum):
    METAFORCED = "meta:forced"

    def __str__(self) -> str:
        return str(self.value)
