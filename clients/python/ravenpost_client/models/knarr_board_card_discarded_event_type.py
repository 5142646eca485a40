from enum import StrEnum


class KnarrBoardCardDiscardedEventType(StrEnum):
    BOARD_CARD_DISCARDED = "board_card_discarded"

    def __str__(self) -> str:
        return str(self.value)
