from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_assignment_move_type import GreenlandEndAssignmentMoveType

T = TypeVar("T", bound="GreenlandEndAssignmentMove")


@_attrs_define
class GreenlandEndAssignmentMove:
    """
    Attributes:
        type_ (GreenlandEndAssignmentMoveType):
    """

    type_: GreenlandEndAssignmentMoveType

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
        type_ = GreenlandEndAssignmentMoveType(d.pop("type"))

        greenland_end_assignment_move = cls(
            type_=type_,
        )

        return greenland_end_assignment_move
