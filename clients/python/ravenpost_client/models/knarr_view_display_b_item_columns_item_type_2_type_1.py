from enum import StrEnum


class KnarrViewDisplayBItemColumnsItemType2Type1(StrEnum):
    BRACELET = "bracelet"
    CARD = "card"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
