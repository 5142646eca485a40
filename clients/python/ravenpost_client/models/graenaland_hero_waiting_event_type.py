from enum import StrEnum


class GraenalandHeroWaitingEventType(StrEnum):
    HERO_WAITING = "hero_waiting"

    def __str__(self) -> str:
        return str(self.value)
