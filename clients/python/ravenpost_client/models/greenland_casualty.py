from enum import StrEnum


class GreenlandCasualty(StrEnum):
    ALPHA = "alpha"
    SMALL = "small"
    SPOUSE = "spouse"

    def __str__(self) -> str:
        return str(self.value)
