from enum import StrEnum


class GreenlandNewWorldSide(StrEnum):
    HOSTILE = "hostile"
    PEACEFUL = "peaceful"

    def __str__(self) -> str:
        return str(self.value)
