from enum import StrEnum


class MetaSeatReplacedEventType(StrEnum):
    METASEAT_REPLACED = "meta:seat_replaced"

    def __str__(self) -> str:
        return str(self.value)
