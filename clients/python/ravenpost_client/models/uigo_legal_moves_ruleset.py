from enum import StrEnum


class UigoLegalMovesRuleset(StrEnum):
    UIGO = "uigo"

    def __str__(self) -> str:
        return str(self.value)
