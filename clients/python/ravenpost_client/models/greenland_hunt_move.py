from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_hunt_move_type import GreenlandHuntMoveType

T = TypeVar("T", bound="GreenlandHuntMove")


@_attrs_define
class GreenlandHuntMove:
    """
    Attributes:
        type_ (GreenlandHuntMoveType):
        alpha (bool):
    """

    type_: GreenlandHuntMoveType
    alpha: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "alpha": alpha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandHuntMoveType(d.pop("type"))

        alpha = d.pop("alpha")

        greenland_hunt_move = cls(
            type_=type_,
            alpha=alpha,
        )

        return greenland_hunt_move
