from enum import StrEnum


class GreenlandNegoDoneEventType(StrEnum):
    NEGO_DONE = "nego_done"

    def __str__(self) -> str:
        return str(self.value)
