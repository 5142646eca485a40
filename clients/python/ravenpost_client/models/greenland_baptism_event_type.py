from enum import StrEnum


class GreenlandBaptismEventType(StrEnum):
    BAPTISM = "baptism"

    def __str__(self) -> str:
        return str(self.value)
