from enum import StrEnum


class KnarrGain(StrEnum):
    BRACELET = "bracelet"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
