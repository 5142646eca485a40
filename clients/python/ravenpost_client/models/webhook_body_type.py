from enum import StrEnum


class WebhookBodyType(StrEnum):
    EVENTS = "events"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    INVITATION = "invitation"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
