from enum import StrEnum


class KnarrViewDisplayAItemType0CostKind(StrEnum):
    COLOURS = "colours"
    DIFFERENT = "different"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
