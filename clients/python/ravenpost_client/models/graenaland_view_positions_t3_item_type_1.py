from enum import StrEnum


class GraenalandViewPositionsT3ItemType1(StrEnum):
    COAST = "coast"

    def __str__(self) -> str:
        return str(self.value)
