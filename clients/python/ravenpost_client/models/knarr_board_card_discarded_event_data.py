from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour

T = TypeVar("T", bound="KnarrBoardCardDiscardedEventData")


@_attrs_define
class KnarrBoardCardDiscardedEventData:
    """
    Attributes:
        slot (KnarrColour):
        card (int):
    """

    slot: KnarrColour
    card: int

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = KnarrColour(d.pop("slot"))

        card = d.pop("card")

        knarr_board_card_discarded_event_data = cls(
            slot=slot,
            card=card,
        )

        return knarr_board_card_discarded_event_data
