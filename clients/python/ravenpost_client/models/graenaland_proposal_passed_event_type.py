from enum import StrEnum


class GraenalandProposalPassedEventType(StrEnum):
    PROPOSAL_PASSED = "proposal_passed"

    def __str__(self) -> str:
        return str(self.value)
