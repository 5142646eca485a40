from enum import StrEnum


class GreenlandViewPlayersItemSide(StrEnum):
    MONO = "mono"
    POLY = "poly"

    def __str__(self) -> str:
        return str(self.value)
