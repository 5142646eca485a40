from enum import StrEnum


class GreenlandForageEventType(StrEnum):
    FORAGE = "forage"

    def __str__(self) -> str:
        return str(self.value)
