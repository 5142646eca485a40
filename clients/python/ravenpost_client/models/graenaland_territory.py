from enum import StrEnum


class GraenalandTerritory(StrEnum):
    T1 = "T1"
    T2 = "T2"
    T3 = "T3"
    T4 = "T4"
    T5 = "T5"
    T6 = "T6"
    T7 = "T7"
    T8 = "T8"
    T9 = "T9"

    def __str__(self) -> str:
        return str(self.value)
