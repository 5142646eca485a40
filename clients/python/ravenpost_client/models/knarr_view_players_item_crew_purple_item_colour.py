from enum import StrEnum


class KnarrViewPlayersItemCrewPurpleItemColour(StrEnum):
    PURPLE = "purple"

    def __str__(self) -> str:
        return str(self.value)
