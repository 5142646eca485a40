from enum import StrEnum


class KnarrViewPlayersItemDestinationsItemDeck(StrEnum):
    A = "A"
    B = "B"

    def __str__(self) -> str:
        return str(self.value)
