from enum import StrEnum


class GraenalandChooseVpCardMoveType(StrEnum):
    CHOOSE_VP_CARD = "choose_vp_card"

    def __str__(self) -> str:
        return str(self.value)
