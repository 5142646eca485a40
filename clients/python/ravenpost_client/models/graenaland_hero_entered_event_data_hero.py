from enum import StrEnum


class GraenalandHeroEnteredEventDataHero(StrEnum):
    MINSTREL = "minstrel"
    PRIEST = "priest"

    def __str__(self) -> str:
        return str(self.value)
