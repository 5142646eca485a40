from enum import StrEnum


class GraenalandViewPlansItemType1HeroType1(StrEnum):
    MINSTREL = "minstrel"
    PRIEST = "priest"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
