from enum import StrEnum


class GraenalandStayMoveType(StrEnum):
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
