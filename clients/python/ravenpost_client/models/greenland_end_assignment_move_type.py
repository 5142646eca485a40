from enum import StrEnum


class GreenlandEndAssignmentMoveType(StrEnum):
    END_ASSIGNMENT = "end_assignment"

    def __str__(self) -> str:
        return str(self.value)
