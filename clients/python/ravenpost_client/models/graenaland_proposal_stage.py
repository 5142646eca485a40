from enum import StrEnum


class GraenalandProposalStage(StrEnum):
    ASSIGN = "assign"
    CONFIRM = "confirm"
    VOTE = "vote"

    def __str__(self) -> str:
        return str(self.value)
