from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_convert_move_type import GreenlandConvertMoveType

T = TypeVar("T", bound="GreenlandConvertMove")


@_attrs_define
class GreenlandConvertMove:
    """
    Attributes:
        type_ (GreenlandConvertMoveType):
        faces (list[int]):
    """

    type_: GreenlandConvertMoveType
    faces: list[int]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        faces = self.faces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "faces": faces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandConvertMoveType(d.pop("type"))

        faces = cast(list[int], d.pop("faces"))

        greenland_convert_move = cls(
            type_=type_,
            faces=faces,
        )

        return greenland_convert_move
