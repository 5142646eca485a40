from enum import StrEnum


class KnarrDeck(StrEnum):
    A = "A"
    B = "B"

    def __str__(self) -> str:
        return str(self.value)
