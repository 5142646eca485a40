from enum import StrEnum


class GreenlandBanishEventType(StrEnum):
    BANISH = "banish"

    def __str__(self) -> str:
        return str(self.value)
