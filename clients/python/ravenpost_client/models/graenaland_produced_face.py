from enum import StrEnum


class GraenalandProducedFace(StrEnum):
    DOWN = "down"
    IMPROVEMENT = "improvement"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
