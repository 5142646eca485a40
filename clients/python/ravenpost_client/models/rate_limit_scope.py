from enum import StrEnum


class RateLimitScope(StrEnum):
    MOVES = "moves"
    READS = "reads"
    REQUESTS = "requests"
    WRITES = "writes"

    def __str__(self) -> str:
        return str(self.value)
