from enum import StrEnum


class FjordsFieldPlacedEventType(StrEnum):
    FIELD_PLACED = "field_placed"

    def __str__(self) -> str:
        return str(self.value)
