from enum import StrEnum


class GraenalandConfirmProposalMoveType(StrEnum):
    CONFIRM_PROPOSAL = "confirm_proposal"

    def __str__(self) -> str:
        return str(self.value)
