from enum import StrEnum


class KnarrViewShipColumnsItemType2Type1(StrEnum):
    BRACELET = "bracelet"
    RECRUIT = "recruit"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
