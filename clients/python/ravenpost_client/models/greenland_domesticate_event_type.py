from enum import StrEnum


class GreenlandDomesticateEventType(StrEnum):
    DOMESTICATE = "domesticate"

    def __str__(self) -> str:
        return str(self.value)
