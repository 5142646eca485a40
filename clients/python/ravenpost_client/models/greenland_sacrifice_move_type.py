from enum import StrEnum


class GreenlandSacrificeMoveType(StrEnum):
    SACRIFICE = "sacrifice"

    def __str__(self) -> str:
        return str(self.value)
