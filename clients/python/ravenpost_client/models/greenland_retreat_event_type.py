from enum import StrEnum


class GreenlandRetreatEventType(StrEnum):
    RETREAT = "retreat"

    def __str__(self) -> str:
        return str(self.value)
