from enum import StrEnum


class GraenalandPlanHeroMoveType(StrEnum):
    PLAN_HERO = "plan_hero"

    def __str__(self) -> str:
        return str(self.value)
