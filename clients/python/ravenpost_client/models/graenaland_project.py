from enum import StrEnum


class GraenalandProject(StrEnum):
    ARMY = "army"
    CHURCH = "church"
    HALL = "hall"
    IMPROVEMENT = "improvement"
    KEEP = "keep"
    MARKET = "market"
    PALISADE = "palisade"
    ROAD = "road"
    VILLAGE = "village"

    def __str__(self) -> str:
        return str(self.value)
