from enum import StrEnum


class FjordsViewTerrainsP(StrEnum):
    ARABLE = "arable"

    def __str__(self) -> str:
        return str(self.value)
