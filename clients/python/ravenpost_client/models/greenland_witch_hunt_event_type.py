from enum import StrEnum


class GreenlandWitchHuntEventType(StrEnum):
    WITCH_HUNT = "witch_hunt"

    def __str__(self) -> str:
        return str(self.value)
