from enum import StrEnum


class GreenlandBanishMoveType(StrEnum):
    BANISH = "banish"

    def __str__(self) -> str:
        return str(self.value)
