from enum import StrEnum


class GreenlandHitEventType(StrEnum):
    HIT = "hit"

    def __str__(self) -> str:
        return str(self.value)
