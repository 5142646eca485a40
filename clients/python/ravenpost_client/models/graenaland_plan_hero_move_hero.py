from enum import StrEnum


class GraenalandPlanHeroMoveHero(StrEnum):
    MINSTREL = "minstrel"
    PRIEST = "priest"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
