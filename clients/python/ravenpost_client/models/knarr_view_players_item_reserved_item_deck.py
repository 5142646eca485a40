from enum import StrEnum


class KnarrViewPlayersItemReservedItemDeck(StrEnum):
    A = "A"
    B = "B"

    def __str__(self) -> str:
        return str(self.value)
