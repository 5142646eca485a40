from enum import StrEnum


class GreenlandDecimationEventType(StrEnum):
    DECIMATION = "decimation"

    def __str__(self) -> str:
        return str(self.value)
