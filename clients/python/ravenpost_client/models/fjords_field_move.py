from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_field_move_type import FjordsFieldMoveType

T = TypeVar("T", bound="FjordsFieldMove")


@_attrs_define
class FjordsFieldMove:
    """
    Attributes:
        type_ (FjordsFieldMoveType):
        q (int):
        r (int):
    """

    type_: FjordsFieldMoveType
    q: int
    r: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        q = self.q

        r = self.r

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "q": q,
                "r": r,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FjordsFieldMoveType(d.pop("type"))

        q = d.pop("q")

        r = d.pop("r")

        fjords_field_move = cls(
            type_=type_,
            q=q,
            r=r,
        )

        return fjords_field_move
