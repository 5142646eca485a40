from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoViewToPlaceType0")


@_attrs_define
class UigoViewToPlaceType0:
    """
    Attributes:
        seat (int):
        cards (list[str]):
    """

    seat: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

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

        cards = cast(list[str], d.pop("cards"))

        uigo_view_to_place_type_0 = cls(
            seat=seat,
            cards=cards,
        )

        return uigo_view_to_place_type_0
