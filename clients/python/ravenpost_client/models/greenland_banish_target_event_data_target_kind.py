from enum import StrEnum


class GreenlandBanishTargetEventDataTargetKind(StrEnum):
    ELDER = "elder"
    SPOUSE = "spouse"

    def __str__(self) -> str:
        return str(self.value)
