from enum import StrEnum


class GreenlandDeclareFirstEventType(StrEnum):
    DECLARE_FIRST = "declare_first"

    def __str__(self) -> str:
        return str(self.value)
