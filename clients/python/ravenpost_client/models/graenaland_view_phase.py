from enum import StrEnum


class GraenalandViewPhase(StrEnum):
    BUILDING = "building"
    CLAIMS = "claims"
    DISTRIBUTION = "distribution"
    FINAL_BUILDING = "final_building"
    HEROES = "heroes"
    OVER = "over"
    PLACEMENT = "placement"
    VP_CHOICE = "vp_choice"

    def __str__(self) -> str:
        return str(self.value)
