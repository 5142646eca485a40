from enum import StrEnum


class KnarrDiscardVikingMoveType(StrEnum):
    DISCARD_VIKING = "discard_viking"

    def __str__(self) -> str:
        return str(self.value)
