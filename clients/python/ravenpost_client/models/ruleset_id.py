from enum import StrEnum


class RulesetId(StrEnum):
    FJORDS = "fjords"
    GRAENALAND = "graenaland"
    GREENLAND = "greenland"
    KNARR = "knarr"
    UIGO = "uigo"

    def __str__(self) -> str:
        return str(self.value)
