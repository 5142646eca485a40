from enum import StrEnum


class GraenalandVpCardChosenEventType(StrEnum):
    VP_CARD_CHOSEN = "vp_card_chosen"

    def __str__(self) -> str:
        return str(self.value)
