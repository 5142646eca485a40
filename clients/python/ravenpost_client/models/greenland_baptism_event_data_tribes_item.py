from enum import StrEnum


class GreenlandBaptismEventDataTribesItem(StrEnum):
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
