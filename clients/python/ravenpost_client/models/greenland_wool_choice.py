from enum import StrEnum


class GreenlandWoolChoice(StrEnum):
    BABIES = "babies"
    IVORY = "ivory"

    def __str__(self) -> str:
        return str(self.value)
