from enum import StrEnum


class GraenalandAbandonJointMoveType(StrEnum):
    ABANDON_JOINT = "abandon_joint"

    def __str__(self) -> str:
        return str(self.value)
