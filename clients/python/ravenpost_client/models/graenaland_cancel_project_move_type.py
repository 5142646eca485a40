from enum import StrEnum


class GraenalandCancelProjectMoveType(StrEnum):
    CANCEL_PROJECT = "cancel_project"

    def __str__(self) -> str:
        return str(self.value)
