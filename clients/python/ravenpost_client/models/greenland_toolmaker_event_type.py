from enum import StrEnum


class GreenlandToolmakerEventType(StrEnum):
    TOOLMAKER = "toolmaker"

    def __str__(self) -> str:
        return str(self.value)
