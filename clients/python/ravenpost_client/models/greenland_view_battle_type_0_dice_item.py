from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewBattleType0DiceItem")


@_attrs_define
class GreenlandViewBattleType0DiceItem:
    """
    Attributes:
        v (int):
        rr (bool):
    """

    v: int
    rr: bool

    def to_dict(self) -> dict[str, Any]:
        v = self.v

        rr = self.rr

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "v": v,
                "rr": rr,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        v = d.pop("v")

        rr = d.pop("rr")

        greenland_view_battle_type_0_dice_item = cls(
            v=v,
            rr=rr,
        )

        return greenland_view_battle_type_0_dice_item
