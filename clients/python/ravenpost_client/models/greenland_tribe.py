from enum import StrEnum


class GreenlandTribe(StrEnum):
    SAMI = "sami"
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
