from enum import StrEnum


class GreenlandAbandonColoniesMoveType(StrEnum):
    ABANDON_COLONIES = "abandon_colonies"

    def __str__(self) -> str:
        return str(self.value)
