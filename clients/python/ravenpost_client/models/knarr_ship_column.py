from enum import StrEnum


class KnarrShipColumn(StrEnum):
    BRACELET = "bracelet"
    RECRUIT = "recruit"
    VP = "vp"

    def __str__(self) -> str:
        return str(self.value)
