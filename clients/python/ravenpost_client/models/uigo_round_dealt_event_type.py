from enum import StrEnum


class UigoRoundDealtEventType(StrEnum):
    ROUND_DEALT = "round_dealt"

    def __str__(self) -> str:
        return str(self.value)
