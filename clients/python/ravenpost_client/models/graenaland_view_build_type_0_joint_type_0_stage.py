from enum import StrEnum


class GraenalandViewBuildType0JointType0Stage(StrEnum):
    DECIDE = "decide"
    OFFERS = "offers"

    def __str__(self) -> str:
        return str(self.value)
