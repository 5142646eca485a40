from enum import StrEnum


class GreenlandSetupEventDataTribesItem(StrEnum):
    SAMI = "sami"
    THULE = "thule"
    TUNIT = "tunit"
    VIKING = "viking"

    def __str__(self) -> str:
        return str(self.value)
