from enum import StrEnum


class GreenlandHuntEventType(StrEnum):
    HUNT = "hunt"

    def __str__(self) -> str:
        return str(self.value)
