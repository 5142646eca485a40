from enum import StrEnum


class GreenlandReassignMoveType(StrEnum):
    REASSIGN = "reassign"

    def __str__(self) -> str:
        return str(self.value)
