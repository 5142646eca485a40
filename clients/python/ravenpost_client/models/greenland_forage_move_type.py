from enum import StrEnum


class GreenlandForageMoveType(StrEnum):
    FORAGE = "forage"

    def __str__(self) -> str:
        return str(self.value)
