from enum import StrEnum


class GreenlandSetupEventDataOptionsGame(StrEnum):
    ADVANCED = "advanced"
    BEGINNER = "beginner"

    def __str__(self) -> str:
        return str(self.value)
