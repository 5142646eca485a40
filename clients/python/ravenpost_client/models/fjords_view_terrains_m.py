from enum import StrEnum


class FjordsViewTerrainsM(StrEnum):
    MOUNTAIN = "mountain"

    def __str__(self) -> str:
        return str(self.value)
