from enum import StrEnum


class GreenlandEndActionsMoveType(StrEnum):
    END_ACTIONS = "end_actions"

    def __str__(self) -> str:
        return str(self.value)
