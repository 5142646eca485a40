from enum import StrEnum


class MetaAutopilotEventType(StrEnum):
    METAAUTOPILOT = "meta:autopilot"

    def __str__(self) -> str:
        return str(self.value)
