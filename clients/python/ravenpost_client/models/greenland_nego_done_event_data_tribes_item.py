from enum import StrEnum


class GreenlandNegoDoneEventDataTribesItem(StrEnum):
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
