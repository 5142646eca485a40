from enum import StrEnum


class KnarrViewPlayersItemCrewYellowItemColour(StrEnum):
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
