from enum import StrEnum


class GraenalandDeclineFavourMoveType(StrEnum):
    DECLINE_FAVOUR = "decline_favour"

    def __str__(self) -> str:
        return str(self.value)
