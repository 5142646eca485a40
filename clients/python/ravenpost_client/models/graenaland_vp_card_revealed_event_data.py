from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_card import GraenalandVpCard

T = TypeVar("T", bound="GraenalandVpCardRevealedEventData")


@_attrs_define
class GraenalandVpCardRevealedEventData:
    """
    Attributes:
        card (GraenalandVpCard):
        vp (int):
    """

    card: GraenalandVpCard
    vp: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GraenalandVpCard(d.pop("card"))

        vp = d.pop("vp")

        graenaland_vp_card_revealed_event_data = cls(
            card=card,
            vp=vp,
        )

        return graenaland_vp_card_revealed_event_data
