from enum import StrEnum


class KnarrViewPlayersItemDestinationsItemCostKind(StrEnum):
    COLOURS = "colours"
    DIFFERENT = "different"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
