from enum import StrEnum


class GreenlandAnswerEventType(StrEnum):
    ANSWER = "answer"

    def __str__(self) -> str:
        return str(self.value)
