from enum import StrEnum


class GraenalandBuildingFinishedEventType(StrEnum):
    BUILDING_FINISHED = "building_finished"

    def __str__(self) -> str:
        return str(self.value)
