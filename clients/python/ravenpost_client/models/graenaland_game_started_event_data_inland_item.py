from enum import StrEnum


class GraenalandGameStartedEventDataInlandItem(StrEnum):
    T4 = "T4"
    T5 = "T5"
    T7 = "T7"
    T8 = "T8"

    def __str__(self) -> str:
        return str(self.value)
