from enum import StrEnum


class GraenalandFavourGrantedEventType(StrEnum):
    FAVOUR_GRANTED = "favour_granted"

    def __str__(self) -> str:
        return str(self.value)
