from enum import StrEnum


class GraenalandTakeSupplyMoveType(StrEnum):
    TAKE_SUPPLY = "take_supply"

    def __str__(self) -> str:
        return str(self.value)
