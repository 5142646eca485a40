from enum import StrEnum


class GraenalandVillageRelocatedEventType(StrEnum):
    VILLAGE_RELOCATED = "village_relocated"

    def __str__(self) -> str:
        return str(self.value)
