from enum import StrEnum


class GreenlandRerollEventDataTribesItem(StrEnum):
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
