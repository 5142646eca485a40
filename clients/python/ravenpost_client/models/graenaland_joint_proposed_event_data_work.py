from enum import StrEnum


class GraenalandJointProposedEventDataWork(StrEnum):
    IMPROVEMENT = "improvement"
    MARKET = "market"
    PALISADE = "palisade"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
