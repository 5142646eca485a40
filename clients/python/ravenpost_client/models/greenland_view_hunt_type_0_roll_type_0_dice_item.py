from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewHuntType0RollType0DiceItem")


@_attrs_define
class GreenlandViewHuntType0RollType0DiceItem:
    """
    Attributes:
        v (int):
        alpha (bool):
        fixed (bool):
        rr (bool):
    """

    v: int
    alpha: bool
    fixed: bool
    rr: bool

    def to_dict(self) -> dict[str, Any]:
        v = self.v

        alpha = self.alpha

        fixed = self.fixed

        rr = self.rr

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "v": v,
                "alpha": alpha,
                "fixed": fixed,
                "rr": rr,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        v = d.pop("v")

        alpha = d.pop("alpha")

        fixed = d.pop("fixed")

        rr = d.pop("rr")

        greenland_view_hunt_type_0_roll_type_0_dice_item = cls(
            v=v,
            alpha=alpha,
            fixed=fixed,
            rr=rr,
        )

        return greenland_view_hunt_type_0_roll_type_0_dice_item
