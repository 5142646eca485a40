from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard
from ..models.uigo_colour import UigoColour

T = TypeVar("T", bound="UigoViewKingdomsItemBoxesItem")


@_attrs_define
class UigoViewKingdomsItemBoxesItem:
    """
    Attributes:
        box (int):
        colour (None | UigoColour):
        cards (list[UigoCard]):
        top (None | str):
        farmers (int):
        slots (int):
        printed_value (int):
        points_now (int):
    """

    box: int
    colour: None | UigoColour
    cards: list[UigoCard]
    top: None | str
    farmers: int
    slots: int
    printed_value: int
    points_now: int

    def to_dict(self) -> dict[str, Any]:
        box = self.box

        colour: None | str
        if isinstance(self.colour, UigoColour):
            colour = self.colour.value
        else:
            colour = self.colour

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        top: None | str
        top = self.top

        farmers = self.farmers

        slots = self.slots

        printed_value = self.printed_value

        points_now = self.points_now

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "box": box,
                "colour": colour,
                "cards": cards,
                "top": top,
                "farmers": farmers,
                "slots": slots,
                "printed_value": printed_value,
                "points_now": points_now,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        box = d.pop("box")

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

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))

        farmers = d.pop("farmers")

        slots = d.pop("slots")

        printed_value = d.pop("printed_value")

        points_now = d.pop("points_now")

        uigo_view_kingdoms_item_boxes_item = cls(
            box=box,
            colour=colour,
            cards=cards,
            top=top,
            farmers=farmers,
            slots=slots,
            printed_value=printed_value,
            points_now=points_now,
        )

        return uigo_view_kingdoms_item_boxes_item
