from enum import StrEnum


class GraenalandHeroPlannedEventType(StrEnum):
    HERO_PLANNED = "hero_planned"

    def __str__(self) -> str:
        return str(self.value)
