from enum import StrEnum


class FjordsHutBuiltEventType(StrEnum):
    HUT_BUILT = "hut_built"

    def __str__(self) -> str:
        return str(self.value)
