from enum import StrEnum


class KnarrVikingRecruitedEventType(StrEnum):
    VIKING_RECRUITED = "viking_recruited"

    def __str__(self) -> str:
        return str(self.value)
