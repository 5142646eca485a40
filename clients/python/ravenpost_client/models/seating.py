from enum import StrEnum


class Seating(StrEnum):
    LISTED = "listed"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
