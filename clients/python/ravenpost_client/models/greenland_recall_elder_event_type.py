from enum import StrEnum


class GreenlandRecallElderEventType(StrEnum):
    RECALL_ELDER = "recall_elder"

    def __str__(self) -> str:
        return str(self.value)
