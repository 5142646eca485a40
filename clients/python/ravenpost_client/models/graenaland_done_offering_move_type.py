from enum import StrEnum


class GraenalandDoneOfferingMoveType(StrEnum):
    DONE_OFFERING = "done_offering"

    def __str__(self) -> str:
        return str(self.value)
