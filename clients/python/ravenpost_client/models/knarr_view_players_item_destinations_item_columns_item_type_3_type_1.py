from enum import StrEnum


class KnarrViewPlayersItemDestinationsItemColumnsItemType3Type1(StrEnum):
    CARD = "card"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
