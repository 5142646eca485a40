from enum import StrEnum


class GraenalandWithdrawProposalMoveType(StrEnum):
    WITHDRAW_PROPOSAL = "withdraw_proposal"

    def __str__(self) -> str:
        return str(self.value)
