from enum import StrEnum


class GraenalandJointAbandonedEventType(StrEnum):
    JOINT_ABANDONED = "joint_abandoned"

    def __str__(self) -> str:
        return str(self.value)
