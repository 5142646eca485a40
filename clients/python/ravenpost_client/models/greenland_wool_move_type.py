from enum import StrEnum


class GreenlandWoolMoveType(StrEnum):
    WOOL = "wool"

    def __str__(self) -> str:
        return str(self.value)
