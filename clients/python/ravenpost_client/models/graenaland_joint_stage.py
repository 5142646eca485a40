from enum import StrEnum


class GraenalandJointStage(StrEnum):
    DECIDE = "decide"
    OFFERS = "offers"

    def __str__(self) -> str:
        return str(self.value)
