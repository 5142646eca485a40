from enum import StrEnum


class KnarrRecruitMoveType(StrEnum):
    RECRUIT = "recruit"

    def __str__(self) -> str:
        return str(self.value)
