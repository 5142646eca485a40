from enum import StrEnum


class GreenlandPacifyEventType(StrEnum):
    PACIFY = "pacify"

    def __str__(self) -> str:
        return str(self.value)
