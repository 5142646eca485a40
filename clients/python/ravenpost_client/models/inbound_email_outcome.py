from enum import StrEnum


class InboundEmailOutcome(StrEnum):
    AUTO_REPLY = "auto_reply"
    LATE = "late"
    NOT_UNDERSTOOD = "not_understood"
    PLAYED = "played"
    REFUSED = "refused"
    REPLAYED = "replayed"

    def __str__(self) -> str:
        return str(self.value)
