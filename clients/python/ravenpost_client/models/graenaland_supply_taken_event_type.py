from enum import StrEnum


class GraenalandSupplyTakenEventType(StrEnum):
    SUPPLY_TAKEN = "supply_taken"

    def __str__(self) -> str:
        return str(self.value)
