from enum import StrEnum


class GreenlandViewStepType0Kind(StrEnum):
    DECISION = "decision"

    def __str__(self) -> str:
        return str(self.value)
