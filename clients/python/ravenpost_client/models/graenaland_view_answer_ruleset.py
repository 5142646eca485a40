from enum import StrEnum


class GraenalandViewAnswerRuleset(StrEnum):
    GRAENALAND = "graenaland"

    def __str__(self) -> str:
        return str(self.value)
