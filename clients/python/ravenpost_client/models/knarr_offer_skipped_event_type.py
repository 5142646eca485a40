from enum import StrEnum


class KnarrOfferSkippedEventType(StrEnum):
    OFFER_SKIPPED = "offer_skipped"

    def __str__(self) -> str:
        return str(self.value)
