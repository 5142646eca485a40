from enum import StrEnum


class GreenlandWitchHuntMoveType(StrEnum):
    WITCH_HUNT = "witch_hunt"

    def __str__(self) -> str:
        return str(self.value)
