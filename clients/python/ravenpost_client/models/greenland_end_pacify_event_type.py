from enum import StrEnum


class GreenlandEndPacifyEventType(StrEnum):
    END_PACIFY = "end_pacify"

    def __str__(self) -> str:
        return str(self.value)
