from enum import StrEnum


class GraenalandPublicWork(StrEnum):
    IMPROVEMENT = "improvement"
    MARKET = "market"
    PALISADE = "palisade"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
