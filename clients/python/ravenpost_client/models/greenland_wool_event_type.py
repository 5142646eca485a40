from enum import StrEnum


class GreenlandWoolEventType(StrEnum):
    WOOL = "wool"

    def __str__(self) -> str:
        return str(self.value)
