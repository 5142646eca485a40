from enum import StrEnum


class GraenalandProposalStartedEventType(StrEnum):
    PROPOSAL_STARTED = "proposal_started"

    def __str__(self) -> str:
        return str(self.value)
