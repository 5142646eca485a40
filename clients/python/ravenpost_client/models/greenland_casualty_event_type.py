from enum import StrEnum


class GreenlandCasualtyEventType(StrEnum):
    CASUALTY = "casualty"

    def __str__(self) -> str:
        return str(self.value)
