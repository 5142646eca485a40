from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewPilesT2Item")


@_attrs_define
class GraenalandViewPilesT2Item:
    """
    Attributes:
        card (None | str):
        up (bool):
    """

    card: None | str
    up: bool

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        up = self.up

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "up": up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        up = d.pop("up")

        graenaland_view_piles_t2_item = cls(
            card=card,
            up=up,
        )

        return graenaland_view_piles_t2_item
