from enum import StrEnum


class GreenlandBanishTargetMoveType(StrEnum):
    BANISH_TARGET = "banish_target"

    def __str__(self) -> str:
        return str(self.value)
