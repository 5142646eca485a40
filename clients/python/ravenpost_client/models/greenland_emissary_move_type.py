from enum import StrEnum


class GreenlandEmissaryMoveType(StrEnum):
    EMISSARY = "emissary"

    def __str__(self) -> str:
        return str(self.value)
