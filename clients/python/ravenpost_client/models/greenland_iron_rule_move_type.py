from enum import StrEnum


class GreenlandIronRuleMoveType(StrEnum):
    IRON_RULE = "iron_rule"

    def __str__(self) -> str:
        return str(self.value)
