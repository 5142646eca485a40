from enum import StrEnum


class KnarrViewAnswerRuleset(StrEnum):
    KNARR = "knarr"

    def __str__(self) -> str:
        return str(self.value)
