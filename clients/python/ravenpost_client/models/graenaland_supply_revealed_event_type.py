from enum import StrEnum


class GraenalandSupplyRevealedEventType(StrEnum):
    SUPPLY_REVEALED = "supply_revealed"

    def __str__(self) -> str:
        return str(self.value)
