from enum import StrEnum


class KnarrCostKind(StrEnum):
    COLOURS = "colours"
    DIFFERENT = "different"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
