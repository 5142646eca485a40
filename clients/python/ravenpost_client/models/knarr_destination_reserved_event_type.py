from enum import StrEnum


class KnarrDestinationReservedEventType(StrEnum):
    DESTINATION_RESERVED = "destination_reserved"

    def __str__(self) -> str:
        return str(self.value)
