from enum import StrEnum


class GraenalandVoteMoveType(StrEnum):
    VOTE = "vote"

    def __str__(self) -> str:
        return str(self.value)
