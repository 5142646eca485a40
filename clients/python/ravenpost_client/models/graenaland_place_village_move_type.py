from enum import StrEnum


class GraenalandPlaceVillageMoveType(StrEnum):
    PLACE_VILLAGE = "place_village"

    def __str__(self) -> str:
        return str(self.value)
