from enum import StrEnum


class GreenlandRecallSpouseEventType(StrEnum):
    RECALL_SPOUSE = "recall_spouse"

    def __str__(self) -> str:
        return str(self.value)
