from enum import StrEnum


class GreenlandSacrificeEventType(StrEnum):
    SACRIFICE = "sacrifice"

    def __str__(self) -> str:
        return str(self.value)
