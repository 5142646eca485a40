from enum import StrEnum


class GraenalandHeroesMovedEventType(StrEnum):
    HEROES_MOVED = "heroes_moved"

    def __str__(self) -> str:
        return str(self.value)
