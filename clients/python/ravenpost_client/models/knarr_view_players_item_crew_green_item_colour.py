from enum import StrEnum


class KnarrViewPlayersItemCrewGreenItemColour(StrEnum):
    GREEN = "green"

    def __str__(self) -> str:
        return str(self.value)
