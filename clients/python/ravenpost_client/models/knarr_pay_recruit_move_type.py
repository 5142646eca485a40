from enum import StrEnum


class KnarrPayRecruitMoveType(StrEnum):
    PAY_RECRUIT = "pay_recruit"

    def __str__(self) -> str:
        return str(self.value)
