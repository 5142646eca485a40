from enum import StrEnum


class MetaTimeoutEventType(StrEnum):
    METATIMEOUT = "meta:timeout"

    def __str__(self) -> str:
        return str(self.value)
