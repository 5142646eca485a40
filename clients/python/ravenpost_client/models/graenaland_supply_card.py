from enum import StrEnum


class GraenalandSupplyCard(StrEnum):
    SUPPLY_01 = "supply-01"
    SUPPLY_02 = "supply-02"
    SUPPLY_03 = "supply-03"
    SUPPLY_04 = "supply-04"
    SUPPLY_05 = "supply-05"
    SUPPLY_06 = "supply-06"
    SUPPLY_07 = "supply-07"
    SUPPLY_08 = "supply-08"
    SUPPLY_09 = "supply-09"
    SUPPLY_10 = "supply-10"
    SUPPLY_11 = "supply-11"
    SUPPLY_12 = "supply-12"
    SUPPLY_13 = "supply-13"
    SUPPLY_14 = "supply-14"
    SUPPLY_15 = "supply-15"
    SUPPLY_16 = "supply-16"

    def __str__(self) -> str:
        return str(self.value)
