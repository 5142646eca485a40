from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_vp_card import GraenalandVpCard

T = TypeVar("T", bound="GraenalandViewVp")


@_attrs_define
class GraenalandViewVp:
    """
    Attributes:
        offers (list[int | list[GraenalandVpCard]]):
        cards (list[bool | GraenalandVpCard | None]):
        revealed (list[bool]):
    """

    offers: list[int | list[GraenalandVpCard]]
    cards: list[bool | GraenalandVpCard | None]
    revealed: list[bool]

    def to_dict(self) -> dict[str, Any]:
        offers = []
        for offers_item_data in self.offers:
            offers_item: int | list[str]
            if isinstance(offers_item_data, list):
                offers_item = []
                for offers_item_type_1_item_data in offers_item_data:
                    offers_item_type_1_item = offers_item_type_1_item_data.value
                    offers_item.append(offers_item_type_1_item)

            else:
                offers_item = offers_item_data
            offers.append(offers_item)

        cards = []
        for cards_item_data in self.cards:
            cards_item: bool | None | str
            if isinstance(cards_item_data, GraenalandVpCard):
                cards_item = cards_item_data.value
            else:
                cards_item = cards_item_data
            cards.append(cards_item)

        revealed = self.revealed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "offers": offers,
                "cards": cards,
                "revealed": revealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:

            def _parse_offers_item(data: object) -> int | list[GraenalandVpCard]:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    offers_item_type_1 = []
                    _offers_item_type_1 = data
                    for offers_item_type_1_item_data in _offers_item_type_1:
                        offers_item_type_1_item = GraenalandVpCard(offers_item_type_1_item_data)

                        offers_item_type_1.append(offers_item_type_1_item)

                    return offers_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | list[GraenalandVpCard], data)

            offers_item = _parse_offers_item(offers_item_data)

            offers.append(offers_item)

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:

            def _parse_cards_item(data: object) -> bool | GraenalandVpCard | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    cards_item_type_1 = GraenalandVpCard(data)

                    return cards_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(bool | GraenalandVpCard | None, data)

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)

        revealed = cast(list[bool], d.pop("revealed"))

        graenaland_view_vp = cls(
            offers=offers,
            cards=cards,
            revealed=revealed,
        )

        return graenaland_view_vp
