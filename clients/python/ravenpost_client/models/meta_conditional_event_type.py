from enum import StrEnum


class MetaConditionalEventType(StrEnum):
    METACONDITIONAL = "meta:conditional"

    def __str__(self) -> str:
        return str(self.value)
