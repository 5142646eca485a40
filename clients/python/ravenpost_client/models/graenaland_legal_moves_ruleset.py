from enum import StrEnum


class GraenalandLegalMovesRuleset(StrEnum):
    GRAENALAND = "graenaland"

    def __str__(self) -> str:
        return str(self.value)
