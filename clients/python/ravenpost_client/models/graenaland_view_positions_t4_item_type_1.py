from enum import StrEnum


class GraenalandViewPositionsT4ItemType1(StrEnum):
    INLAND = "inland"

    def __str__(self) -> str:
        return str(self.value)
