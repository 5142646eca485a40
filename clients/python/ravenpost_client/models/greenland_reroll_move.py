from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_reroll_move_type import GreenlandRerollMoveType

T = TypeVar("T", bound="GreenlandRerollMove")


@_attrs_define
class GreenlandRerollMove:
    """
    Attributes:
        type_ (GreenlandRerollMoveType):
        face (int):
    """

    type_: GreenlandRerollMoveType
    face: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "face": face,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandRerollMoveType(d.pop("type"))

        face = d.pop("face")

        greenland_reroll_move = cls(
            type_=type_,
            face=face,
        )

        return greenland_reroll_move
