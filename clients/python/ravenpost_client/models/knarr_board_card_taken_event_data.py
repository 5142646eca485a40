from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour

T = TypeVar("T", bound="KnarrBoardCardTakenEventData")


@_attrs_define
class KnarrBoardCardTakenEventData:
    """
    Attributes:
        slot (KnarrColour):
        card (int):
        recruit_spent (bool):
    """

    slot: KnarrColour
    card: int
    recruit_spent: bool

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot.value

        card = self.card

        recruit_spent = self.recruit_spent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "card": card,
                "recruit_spent": recruit_spent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = KnarrColour(d.pop("slot"))

        card = d.pop("card")

        recruit_spent = d.pop("recruit_spent")

        knarr_board_card_taken_event_data = cls(
            slot=slot,
            card=card,
            recruit_spent=recruit_spent,
        )

        return knarr_board_card_taken_event_data
