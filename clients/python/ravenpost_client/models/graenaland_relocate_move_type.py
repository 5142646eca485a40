from enum import StrEnum


class GraenalandRelocateMoveType(StrEnum):
    RELOCATE = "relocate"

    def __str__(self) -> str:
        return str(self.value)
