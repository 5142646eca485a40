from enum import StrEnum


class GreenlandEndActionsEventType(StrEnum):
    END_ACTIONS = "end_actions"

    def __str__(self) -> str:
        return str(self.value)
