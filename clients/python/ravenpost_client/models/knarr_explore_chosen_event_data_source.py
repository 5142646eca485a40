from enum import StrEnum


class KnarrExploreChosenEventDataSource(StrEnum):
    DISPLAY = "display"
    RESERVED = "reserved"

    def __str__(self) -> str:
        return str(self.value)
