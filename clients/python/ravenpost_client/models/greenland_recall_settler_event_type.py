from enum import StrEnum


class GreenlandRecallSettlerEventType(StrEnum):
    RECALL_SETTLER = "recall_settler"

    def __str__(self) -> str:
        return str(self.value)
