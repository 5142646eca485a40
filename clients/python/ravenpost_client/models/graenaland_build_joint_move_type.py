from enum import StrEnum


class GraenalandBuildJointMoveType(StrEnum):
    BUILD_JOINT = "build_joint"

    def __str__(self) -> str:
        return str(self.value)
