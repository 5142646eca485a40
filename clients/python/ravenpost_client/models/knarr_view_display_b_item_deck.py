from enum import StrEnum


class KnarrViewDisplayBItemDeck(StrEnum):
    B = "B"

    def __str__(self) -> str:
        return str(self.value)
