from enum import StrEnum


class GreenlandLegalMovesRuleset(StrEnum):
    GREENLAND = "greenland"

    def __str__(self) -> str:
        return str(self.value)
