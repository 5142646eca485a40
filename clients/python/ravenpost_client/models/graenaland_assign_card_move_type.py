from enum import StrEnum


class GraenalandAssignCardMoveType(StrEnum):
    ASSIGN_CARD = "assign_card"

    def __str__(self) -> str:
        return str(self.value)
