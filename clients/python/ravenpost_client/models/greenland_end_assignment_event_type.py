from enum import StrEnum


class GreenlandEndAssignmentEventType(StrEnum):
    END_ASSIGNMENT = "end_assignment"

    def __str__(self) -> str:
        return str(self.value)
