from enum import StrEnum


class GreenlandEndReassignMoveType(StrEnum):
    END_REASSIGN = "end_reassign"

    def __str__(self) -> str:
        return str(self.value)
