from enum import StrEnum


class GreenlandViewPlayersItemTrophiesItem(StrEnum):
    ARCTIC_FOX = "arctic_fox"
    BELUGA = "beluga"
    POLAR_BEAR = "polar_bear"

    def __str__(self) -> str:
        return str(self.value)
