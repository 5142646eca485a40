from enum import StrEnum


class KnarrVikingDiscardedEventType(StrEnum):
    VIKING_DISCARDED = "viking_discarded"

    def __str__(self) -> str:
        return str(self.value)
