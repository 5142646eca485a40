from enum import StrEnum


class GraenalandJointProposedEventType(StrEnum):
    JOINT_PROPOSED = "joint_proposed"

    def __str__(self) -> str:
        return str(self.value)
