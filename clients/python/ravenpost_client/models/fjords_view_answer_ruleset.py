from enum import StrEnum


class FjordsViewAnswerRuleset(StrEnum):
    FJORDS = "fjords"

    def __str__(self) -> str:
        return str(self.value)
