from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_declare_first_move_type import GreenlandDeclareFirstMoveType

T = TypeVar("T", bound="GreenlandDeclareFirstMove")


@_attrs_define
class GreenlandDeclareFirstMove:
    """
    Attributes:
        type_ (GreenlandDeclareFirstMoveType):
        declare (bool):
    """

    type_: GreenlandDeclareFirstMoveType
    declare: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        declare = self.declare

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "declare": declare,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandDeclareFirstMoveType(d.pop("type"))

        declare = d.pop("declare")

        greenland_declare_first_move = cls(
            type_=type_,
            declare=declare,
        )

        return greenland_declare_first_move
