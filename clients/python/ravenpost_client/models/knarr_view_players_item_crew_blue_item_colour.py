from enum import StrEnum


class KnarrViewPlayersItemCrewBlueItemColour(StrEnum):
    BLUE = "blue"

    def __str__(self) -> str:
        return str(self.value)
