from enum import StrEnum


class UigoViewStep(StrEnum):
    OVER = "over"
    PLACE = "place"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
