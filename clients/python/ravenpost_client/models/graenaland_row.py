from enum import StrEnum


class GraenalandRow(StrEnum):
    COAST = "coast"
    INLAND = "inland"

    def __str__(self) -> str:
        return str(self.value)
