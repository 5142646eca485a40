from enum import StrEnum


class GreenlandDegradeEventType(StrEnum):
    DEGRADE = "degrade"

    def __str__(self) -> str:
        return str(self.value)
