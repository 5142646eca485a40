from enum import StrEnum


class GraenalandFavourDeclinedEventType(StrEnum):
    FAVOUR_DECLINED = "favour_declined"

    def __str__(self) -> str:
        return str(self.value)
