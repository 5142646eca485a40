from enum import StrEnum


class GraenalandViewPositionsT5ItemType1(StrEnum):
    INLAND = "inland"

    def __str__(self) -> str:
        return str(self.value)
