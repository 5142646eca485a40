from enum import StrEnum


class NewSeatKind(StrEnum):
    BOT = "bot"
    LINK = "link"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
