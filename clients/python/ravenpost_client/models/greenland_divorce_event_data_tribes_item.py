from enum import StrEnum


class GreenlandDivorceEventDataTribesItem(StrEnum):
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
