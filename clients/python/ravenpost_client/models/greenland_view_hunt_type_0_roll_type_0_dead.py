from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewHuntType0RollType0Dead")


@_attrs_define
class GreenlandViewHuntType0RollType0Dead:
    """
    Attributes:
        alpha (bool):
        small (int):
    """

    alpha: bool
    small: int

    def to_dict(self) -> dict[str, Any]:
        alpha = self.alpha

        small = self.small

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "alpha": alpha,
                "small": small,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alpha = d.pop("alpha")

        small = d.pop("small")

        greenland_view_hunt_type_0_roll_type_0_dead = cls(
            alpha=alpha,
            small=small,
        )

        return greenland_view_hunt_type_0_roll_type_0_dead
