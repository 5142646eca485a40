from enum import StrEnum


class GreenlandSetupEventType(StrEnum):
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
