from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandVpCardsDealtEventData")


@_attrs_define
class GraenalandVpCardsDealtEventData:
    """
    Attributes:
        cards (list[str] | Unset):
    """

    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards", UNSET))

        graenaland_vp_cards_dealt_event_data = cls(
            cards=cards,
        )

        return graenaland_vp_cards_dealt_event_data
