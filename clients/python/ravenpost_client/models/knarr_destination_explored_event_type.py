from enum import StrEnum


class KnarrDestinationExploredEventType(StrEnum):
    DESTINATION_EXPLORED = "destination_explored"

    def __str__(self) -> str:
        return str(self.value)
