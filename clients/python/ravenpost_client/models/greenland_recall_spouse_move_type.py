from enum import StrEnum


class GreenlandRecallSpouseMoveType(StrEnum):
    RECALL_SPOUSE = "recall_spouse"

    def __str__(self) -> str:
        return str(self.value)
