from enum import StrEnum


class KnarrViewShipSide(StrEnum):
    ADVANCED = "advanced"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
