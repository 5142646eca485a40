from enum import StrEnum


class GraenalandDirection(StrEnum):
    E = "E"
    EE = "EE"
    NE = "NE"
    NW = "NW"
    SE = "SE"
    STAY = "stay"
    SW = "SW"
    W = "W"
    WW = "WW"

    def __str__(self) -> str:
        return str(self.value)
