from enum import StrEnum


class GraenalandBuildMoveType(StrEnum):
    BUILD = "build"

    def __str__(self) -> str:
        return str(self.value)
