from enum import StrEnum


class GreenlandHitMoveType(StrEnum):
    HIT = "hit"

    def __str__(self) -> str:
        return str(self.value)
