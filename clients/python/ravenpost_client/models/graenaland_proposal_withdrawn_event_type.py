from enum import StrEnum


class GraenalandProposalWithdrawnEventType(StrEnum):
    PROPOSAL_WITHDRAWN = "proposal_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
