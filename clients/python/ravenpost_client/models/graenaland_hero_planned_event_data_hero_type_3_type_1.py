from enum import StrEnum


class GraenalandHeroPlannedEventDataHeroType3Type1(StrEnum):
    MINSTREL = "minstrel"
    PRIEST = "priest"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
