from enum import StrEnum


class MetaDeadlineExtendedEventType(StrEnum):
    METADEADLINE_EXTENDED = "meta:deadline_extended"

    def __str__(self) -> str:
        return str(self.value)
