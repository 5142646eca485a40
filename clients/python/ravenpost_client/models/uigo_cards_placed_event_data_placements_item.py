from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard

T = TypeVar("T", bound="UigoCardsPlacedEventDataPlacementsItem")


@_attrs_define
class UigoCardsPlacedEventDataPlacementsItem:
    """
    Attributes:
        card (UigoCard):
        box (int):
    """

    card: UigoCard
    box: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        box = self.box

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "box": box,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = UigoCard(d.pop("card"))

        box = d.pop("box")

        uigo_cards_placed_event_data_placements_item = cls(
            card=card,
            box=box,
        )

        return uigo_cards_placed_event_data_placements_item
