from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_hut_move_type import FjordsHutMoveType

T = TypeVar("T", bound="FjordsHutMove")


@_attrs_define
class FjordsHutMove:
    """
    Attributes:
        type_ (FjordsHutMoveType):
    """

    type_: FjordsHutMoveType

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
        type_ = FjordsHutMoveType(d.pop("type"))

        fjords_hut_move = cls(
            type_=type_,
        )

        return fjords_hut_move
