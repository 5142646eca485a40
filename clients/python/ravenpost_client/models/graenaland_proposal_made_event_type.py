from enum import StrEnum


class GraenalandProposalMadeEventType(StrEnum):
    PROPOSAL_MADE = "proposal_made"

    def __str__(self) -> str:
        return str(self.value)
