from enum import StrEnum


class GreenlandReassignEventType(StrEnum):
    REASSIGN = "reassign"

    def __str__(self) -> str:
        return str(self.value)
