from enum import StrEnum


class GraenalandProposeJointMoveType(StrEnum):
    PROPOSE_JOINT = "propose_joint"

    def __str__(self) -> str:
        return str(self.value)
