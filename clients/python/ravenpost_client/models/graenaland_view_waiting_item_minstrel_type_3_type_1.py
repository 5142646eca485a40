from enum import StrEnum


class GraenalandViewWaitingItemMinstrelType3Type1(StrEnum):
    T3 = "T3"
    T5 = "T5"
    T7 = "T7"

    def __str__(self) -> str:
        return str(self.value)
