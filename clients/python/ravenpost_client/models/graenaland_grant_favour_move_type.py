from enum import StrEnum


class GraenalandGrantFavourMoveType(StrEnum):
    GRANT_FAVOUR = "grant_favour"

    def __str__(self) -> str:
        return str(self.value)
