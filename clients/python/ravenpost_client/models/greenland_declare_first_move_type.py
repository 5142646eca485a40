from enum import StrEnum


class GreenlandDeclareFirstMoveType(StrEnum):
    DECLARE_FIRST = "declare_first"

    def __str__(self) -> str:
        return str(self.value)
