from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard

T = TypeVar("T", bound="UigoViewTrickItem")


@_attrs_define
class UigoViewTrickItem:
    """
    Attributes:
        seat (int):
        card (UigoCard):
    """

    seat: int
    card: UigoCard

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = UigoCard(d.pop("card"))

        uigo_view_trick_item = cls(
            seat=seat,
            card=card,
        )

        return uigo_view_trick_item
