from enum import StrEnum


class KnarrViewDisplayAItemType0ColumnsItemType1(StrEnum):
    CARD = "card"
    RECRUIT = "recruit"
    REPUTATION = "reputation"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
