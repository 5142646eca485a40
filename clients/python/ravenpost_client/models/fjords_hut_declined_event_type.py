from enum import StrEnum


class FjordsHutDeclinedEventType(StrEnum):
    HUT_DECLINED = "hut_declined"

    def __str__(self) -> str:
        return str(self.value)
