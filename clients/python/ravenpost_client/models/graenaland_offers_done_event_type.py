from enum import StrEnum


class GraenalandOffersDoneEventType(StrEnum):
    OFFERS_DONE = "offers_done"

    def __str__(self) -> str:
        return str(self.value)
