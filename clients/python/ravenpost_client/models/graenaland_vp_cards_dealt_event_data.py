from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_card import GraenalandVpCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandVpCardsDealtEventData")


@_attrs_define
class GraenalandVpCardsDealtEventData:
    """
    Attributes:
        cards (list[GraenalandVpCard] | Unset):
    """

    cards: list[GraenalandVpCard] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _cards = d.pop("cards", UNSET)
        cards: list[GraenalandVpCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = GraenalandVpCard(cards_item_data)

                cards.append(cards_item)

        graenaland_vp_cards_dealt_event_data = cls(
            cards=cards,
        )

        return graenaland_vp_cards_dealt_event_data
