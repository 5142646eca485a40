from enum import StrEnum


class FjordsViewStepType2Type1(StrEnum):
    CHOOSE = "choose"
    HUT = "hut"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
