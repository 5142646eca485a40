from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_draw_move_type import FjordsDrawMoveType

T = TypeVar("T", bound="FjordsDrawMove")


@_attrs_define
class FjordsDrawMove:
    """
    Attributes:
        type_ (FjordsDrawMoveType):
    """

    type_: FjordsDrawMoveType

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
        type_ = FjordsDrawMoveType(d.pop("type"))

        fjords_draw_move = cls(
            type_=type_,
        )

        return fjords_draw_move
