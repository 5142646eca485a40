from enum import StrEnum


class GraenalandVictoryDeclaredEventType(StrEnum):
    VICTORY_DECLARED = "victory_declared"

    def __str__(self) -> str:
        return str(self.value)
