from enum import StrEnum


class KnarrReserveMoveType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
