from enum import StrEnum


class KnarrDiscardBoardMoveType(StrEnum):
    DISCARD_BOARD = "discard_board"

    def __str__(self) -> str:
        return str(self.value)
