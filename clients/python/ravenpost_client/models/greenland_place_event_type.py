from enum import StrEnum


class GreenlandPlaceEventType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
