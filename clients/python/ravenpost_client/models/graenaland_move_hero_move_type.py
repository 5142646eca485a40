from enum import StrEnum


class GraenalandMoveHeroMoveType(StrEnum):
    MOVE_HERO = "move_hero"

    def __str__(self) -> str:
        return str(self.value)
