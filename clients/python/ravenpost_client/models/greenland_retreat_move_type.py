from enum import StrEnum


class GreenlandRetreatMoveType(StrEnum):
    RETREAT = "retreat"

    def __str__(self) -> str:
        return str(self.value)
