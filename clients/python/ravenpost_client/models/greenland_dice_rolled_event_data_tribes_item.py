from enum import StrEnum


class GreenlandDiceRolledEventDataTribesItem(StrEnum):
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
