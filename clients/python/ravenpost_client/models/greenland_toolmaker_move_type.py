from enum import StrEnum


class GreenlandToolmakerMoveType(StrEnum):
    TOOLMAKER = "toolmaker"

    def __str__(self) -> str:
        return str(self.value)
