from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_card import GraenalandVpCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandVpCardChosenEventData")


@_attrs_define
class GraenalandVpCardChosenEventData:
    """
    Attributes:
        card (GraenalandVpCard | Unset):
    """

    card: GraenalandVpCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _card = d.pop("card", UNSET)
        card: GraenalandVpCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GraenalandVpCard(_card)

        graenaland_vp_card_chosen_event_data = cls(
            card=card,
        )

        return graenaland_vp_card_chosen_event_data
