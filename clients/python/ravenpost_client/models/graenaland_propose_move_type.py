from enum import StrEnum


class GraenalandProposeMoveType(StrEnum):
    PROPOSE = "propose"

    def __str__(self) -> str:
        return str(self.value)
