from enum import StrEnum


class GraenalandSupplyRefilledEventType(StrEnum):
    SUPPLY_REFILLED = "supply_refilled"

    def __str__(self) -> str:
        return str(self.value)
