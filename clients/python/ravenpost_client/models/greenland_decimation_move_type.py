from enum import StrEnum


class GreenlandDecimationMoveType(StrEnum):
    DECIMATION = "decimation"

    def __str__(self) -> str:
        return str(self.value)
