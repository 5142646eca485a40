from enum import StrEnum


class GraenalandHeroEnteredEventType(StrEnum):
    HERO_ENTERED = "hero_entered"

    def __str__(self) -> str:
        return str(self.value)
