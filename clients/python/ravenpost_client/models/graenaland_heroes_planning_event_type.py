from enum import StrEnum


class GraenalandHeroesPlanningEventType(StrEnum):
    HEROES_PLANNING = "heroes_planning"

    def __str__(self) -> str:
        return str(self.value)
