from enum import StrEnum


class GreenlandPromoteEventType(StrEnum):
    PROMOTE = "promote"

    def __str__(self) -> str:
        return str(self.value)
