from enum import StrEnum


class MetaAbortedEventType(StrEnum):
    METAABORTED = "meta:aborted"

    def __str__(self) -> str:
        return str(self.value)
