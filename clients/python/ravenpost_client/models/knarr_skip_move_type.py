from enum import StrEnum


class KnarrSkipMoveType(StrEnum):
    SKIP = "skip"

    def __str__(self) -> str:
        return str(self.value)
