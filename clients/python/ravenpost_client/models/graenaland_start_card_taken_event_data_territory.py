from enum import StrEnum


class GraenalandStartCardTakenEventDataTerritory(StrEnum):
    T1 = "T1"
    T2 = "T2"
    T3 = "T3"
    T6 = "T6"
    T9 = "T9"

    def __str__(self) -> str:
        return str(self.value)
