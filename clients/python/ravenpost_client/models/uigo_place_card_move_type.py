from enum import StrEnum


class UigoPlaceCardMoveType(StrEnum):
    PLACE_CARD = "place_card"

    def __str__(self) -> str:
        return str(self.value)
