from enum import StrEnum


class GreenlandElderSide(StrEnum):
    MONO = "mono"
    POLY = "poly"

    def __str__(self) -> str:
        return str(self.value)
