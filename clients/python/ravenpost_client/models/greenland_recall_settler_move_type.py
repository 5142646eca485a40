from enum import StrEnum


class GreenlandRecallSettlerMoveType(StrEnum):
    RECALL_SETTLER = "recall_settler"

    def __str__(self) -> str:
        return str(self.value)
