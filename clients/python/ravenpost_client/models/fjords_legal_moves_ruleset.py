from enum import StrEnum


class FjordsLegalMovesRuleset(StrEnum):
    FJORDS = "fjords"

    def __str__(self) -> str:
        return str(self.value)
