from enum import StrEnum


class KnarrViewDisplayBItemCostKind(StrEnum):
    COLOURS = "colours"
    DIFFERENT = "different"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
