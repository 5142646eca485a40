from enum import StrEnum


class GraenalandViewProposalType0Stage(StrEnum):
    ASSIGN = "assign"
    CONFIRM = "confirm"
    VOTE = "vote"

    def __str__(self) -> str:
        return str(self.value)
