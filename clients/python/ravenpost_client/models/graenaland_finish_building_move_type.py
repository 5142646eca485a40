from enum import StrEnum


class GraenalandFinishBuildingMoveType(StrEnum):
    FINISH_BUILDING = "finish_building"

    def __str__(self) -> str:
        return str(self.value)
