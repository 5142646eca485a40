from enum import StrEnum


class GraenalandHeroMoveDeclinedEventType(StrEnum):
    HERO_MOVE_DECLINED = "hero_move_declined"

    def __str__(self) -> str:
        return str(self.value)
