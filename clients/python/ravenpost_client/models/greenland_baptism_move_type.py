from enum import StrEnum


class GreenlandBaptismMoveType(StrEnum):
    BAPTISM = "baptism"

    def __str__(self) -> str:
        return str(self.value)
