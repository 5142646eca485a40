from enum import StrEnum


class KnarrTakeMoveType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
