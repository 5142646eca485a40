from enum import StrEnum


class UigoViewAnswerRuleset(StrEnum):
    UIGO = "uigo"

    def __str__(self) -> str:
        return str(self.value)
