from enum import StrEnum


class KnarrArtifact(StrEnum):
    AMULET = "amulet"
    CAULDRON = "cauldron"
    GOLDEN_BRACELET = "golden_bracelet"
    HELMET = "helmet"
    MEAD_CUP = "mead_cup"
    SILVER_COINS = "silver_coins"
    WEATHERVANE = "weathervane"

    def __str__(self) -> str:
        return str(self.value)
