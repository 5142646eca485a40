from enum import StrEnum


class GreenlandHuntMoveType(StrEnum):
    HUNT = "hunt"

    def __str__(self) -> str:
        return str(self.value)
