from enum import StrEnum


class GraenalandVotesRevealedEventType(StrEnum):
    VOTES_REVEALED = "votes_revealed"

    def __str__(self) -> str:
        return str(self.value)
