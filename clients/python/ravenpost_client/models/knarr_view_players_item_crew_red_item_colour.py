from enum import StrEnum


class KnarrViewPlayersItemCrewRedItemColour(StrEnum):
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
