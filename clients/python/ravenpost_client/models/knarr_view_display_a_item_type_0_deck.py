from enum import StrEnum


class KnarrViewDisplayAItemType0Deck(StrEnum):
    A = "A"

    def __str__(self) -> str:
        return str(self.value)
