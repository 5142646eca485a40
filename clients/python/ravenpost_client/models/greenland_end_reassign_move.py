from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_reassign_move_type import GreenlandEndReassignMoveType

T = TypeVar("T", bound="GreenlandEndReassignMove")


@_attrs_define
class GreenlandEndReassignMove:
    """
    Attributes:
        type_ (GreenlandEndReassignMoveType):
    """

    type_: GreenlandEndReassignMoveType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandEndReassignMoveType(d.pop("type"))

        greenland_end_reassign_move = cls(
            type_=type_,
        )

        return greenland_end_reassign_move
