from enum import StrEnum


class GreenlandViewNewWorldVinlandSide(StrEnum):
    PEACEFUL = "peaceful"

    def __str__(self) -> str:
        return str(self.value)
