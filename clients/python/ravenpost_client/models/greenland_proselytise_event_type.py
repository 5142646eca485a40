from enum import StrEnum


class GreenlandProselytiseEventType(StrEnum):
    PROSELYTISE = "proselytise"

    def __str__(self) -> str:
        return str(self.value)
