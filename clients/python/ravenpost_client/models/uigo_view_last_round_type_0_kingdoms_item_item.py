from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard
from ..models.uigo_colour import UigoColour

T = TypeVar("T", bound="UigoViewLastRoundType0KingdomsItemItem")


@_attrs_define
class UigoViewLastRoundType0KingdomsItemItem:
    """
    Attributes:
        colour (None | UigoColour):
        cards (list[UigoCard]):
        farmers (int):
    """

    colour: None | UigoColour
    cards: list[UigoCard]
    farmers: int

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        if isinstance(self.colour, UigoColour):
            colour = self.colour.value
        else:
            colour = self.colour

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        farmers = self.farmers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "cards": cards,
                "farmers": farmers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_colour(data: object) -> None | UigoColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_1 = UigoColour(data)

                return colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UigoColour, data)

        colour = _parse_colour(d.pop("colour"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = UigoCard(cards_item_data)

            cards.append(cards_item)

        farmers = d.pop("farmers")

        uigo_view_last_round_type_0_kingdoms_item_item = cls(
            colour=colour,
            cards=cards,
            farmers=farmers,
        )

        return uigo_view_last_round_type_0_kingdoms_item_item
