from enum import StrEnum


class GreenlandOfferItemMoveSide(StrEnum):
    ASK = "ask"
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
