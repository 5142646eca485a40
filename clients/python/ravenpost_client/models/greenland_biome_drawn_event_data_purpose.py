from enum import StrEnum


class GreenlandBiomeDrawnEventDataPurpose(StrEnum):
    MIGRATION = "migration"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
