from enum import StrEnum


class MoveAnswerPart(StrEnum):
    LEGAL_MOVES = "legal-moves"
    VIEW = "view"

    def __str__(self) -> str:
        return str(self.value)
