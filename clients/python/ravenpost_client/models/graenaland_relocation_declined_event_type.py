from enum import StrEnum


class GraenalandRelocationDeclinedEventType(StrEnum):
    RELOCATION_DECLINED = "relocation_declined"

    def __str__(self) -> str:
        return str(self.value)
