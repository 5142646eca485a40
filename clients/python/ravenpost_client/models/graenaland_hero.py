from enum import StrEnum


class GraenalandHero(StrEnum):
    MINSTREL = "minstrel"
    PRIEST = "priest"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
