from enum import StrEnum


class KnarrLegalMovesRuleset(StrEnum):
    KNARR = "knarr"

    def __str__(self) -> str:
        return str(self.value)
