from enum import StrEnum


class KnarrViewBoardRedType0Gain(StrEnum):
    BRACELET = "bracelet"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
