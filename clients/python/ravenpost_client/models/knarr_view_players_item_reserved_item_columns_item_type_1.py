from enum import StrEnum


class KnarrViewPlayersItemReservedItemColumnsItemType1(StrEnum):
    CARD = "card"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
