from enum import StrEnum


class GreenlandDomesticateMoveType(StrEnum):
    DOMESTICATE = "domesticate"

    def __str__(self) -> str:
        return str(self.value)
