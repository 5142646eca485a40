from enum import StrEnum


class GreenlandPromoteMoveType(StrEnum):
    PROMOTE = "promote"

    def __str__(self) -> str:
        return str(self.value)
