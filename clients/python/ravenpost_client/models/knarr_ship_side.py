from enum import StrEnum


class KnarrShipSide(StrEnum):
    ADVANCED = "advanced"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
