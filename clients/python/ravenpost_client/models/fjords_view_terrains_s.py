from enum import StrEnum


class FjordsViewTerrainsS(StrEnum):
    SEA = "sea"

    def __str__(self) -> str:
        return str(self.value)
