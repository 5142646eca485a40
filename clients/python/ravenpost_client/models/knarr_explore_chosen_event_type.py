from enum import StrEnum


class KnarrExploreChosenEventType(StrEnum):
    EXPLORE_CHOSEN = "explore_chosen"

    def __str__(self) -> str:
        return str(self.value)
