from enum import StrEnum


class GraenalandPhase(StrEnum):
    BUILDING = "building"
    CLAIMS = "claims"
    DISTRIBUTION = "distribution"
    END = "end"
    FINAL_BUILDING = "final_building"
    HEROES = "heroes"
    OVER = "over"
    PLACEMENT = "placement"
    PRODUCTION = "production"
    SETUP = "setup"
    VP_CHOICE = "vp_choice"

    def __str__(self) -> str:
        return str(self.value)
