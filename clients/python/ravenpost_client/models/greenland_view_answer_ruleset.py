from enum import StrEnum


class GreenlandViewAnswerRuleset(StrEnum):
    GREENLAND = "greenland"

    def __str__(self) -> str:
        return str(self.value)
