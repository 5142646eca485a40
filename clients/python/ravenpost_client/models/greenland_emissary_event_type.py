from enum import StrEnum


class GreenlandEmissaryEventType(StrEnum):
    EMISSARY = "emissary"

    def __str__(self) -> str:
        return str(self.value)
