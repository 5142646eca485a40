from enum import StrEnum


class KnarrColumn(StrEnum):
    CARD = "card"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
