from enum import StrEnum


class GraenalandViewWaitingItemPriestType3Type1(StrEnum):
    T1 = "T1"
    T2 = "T2"
    T3 = "T3"
    T5 = "T5"
    T9 = "T9"

    def __str__(self) -> str:
        return str(self.value)
