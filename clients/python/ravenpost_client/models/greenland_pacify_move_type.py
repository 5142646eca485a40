from enum import StrEnum


class GreenlandPacifyMoveType(StrEnum):
    PACIFY = "pacify"

    def __str__(self) -> str:
        return str(self.value)
