from enum import StrEnum


class GreenlandAnswerMoveType(StrEnum):
    ANSWER = "answer"

    def __str__(self) -> str:
        return str(self.value)
