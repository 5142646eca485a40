from enum import StrEnum


class GraenalandProjectBuiltEventType(StrEnum):
    PROJECT_BUILT = "project_built"

    def __str__(self) -> str:
        return str(self.value)
