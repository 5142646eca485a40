from enum import StrEnum


class StreamEventEvent(StrEnum):
    EVENT = "event"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    HELLO = "hello"
    INVITATION = "invitation"
    RATE_LIMITED = "rate_limited"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
