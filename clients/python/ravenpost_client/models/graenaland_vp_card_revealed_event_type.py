from enum import StrEnum


class GraenalandVpCardRevealedEventType(StrEnum):
    VP_CARD_REVEALED = "vp_card_revealed"

    def __str__(self) -> str:
        return str(self.value)
