from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard

T = TypeVar("T", bound="UigoViewToPlaceType0")


@_attrs_define
class UigoViewToPlaceType0:
    """
    Attributes:
        seat (int):
        cards (list[UigoCard]):
    """

    seat: int
    cards: list[UigoCard]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = UigoCard(cards_item_data)

            cards.append(cards_item)

        uigo_view_to_place_type_0 = cls(
            seat=seat,
            cards=cards,
        )

        return uigo_view_to_place_type_0
