from enum import StrEnum


class GreenlandOfferItemEventDataSide(StrEnum):
    ASK = "ask"
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
