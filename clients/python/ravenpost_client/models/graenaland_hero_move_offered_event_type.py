from enum import StrEnum


class GraenalandHeroMoveOfferedEventType(StrEnum):
    HERO_MOVE_OFFERED = "hero_move_offered"

    def __str__(self) -> str:
        return str(self.value)
