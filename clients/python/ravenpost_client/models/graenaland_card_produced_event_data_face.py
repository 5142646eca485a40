from enum import StrEnum


class GraenalandCardProducedEventDataFace(StrEnum):
    DOWN = "down"
    IMPROVEMENT = "improvement"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
