from enum import StrEnum


class GraenalandVpCardsDealtEventType(StrEnum):
    VP_CARDS_DEALT = "vp_cards_dealt"

    def __str__(self) -> str:
        return str(self.value)
