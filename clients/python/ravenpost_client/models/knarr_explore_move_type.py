from enum import StrEnum


class KnarrExploreMoveType(StrEnum):
    EXPLORE = "explore"

    def __str__(self) -> str:
        return str(self.value)
