from enum import StrEnum


class GreenlandProselytiseMoveType(StrEnum):
    PROSELYTISE = "proselytise"

    def __str__(self) -> str:
        return str(self.value)
