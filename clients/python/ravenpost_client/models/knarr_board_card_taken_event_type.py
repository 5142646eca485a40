from enum import StrEnum


class KnarrBoardCardTakenEventType(StrEnum):
    BOARD_CARD_TAKEN = "board_card_taken"

    def __str__(self) -> str:
        return str(self.value)
