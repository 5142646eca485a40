from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_stay_move_type import GraenalandStayMoveType

T = TypeVar("T", bound="GraenalandStayMove")


@_attrs_define
class GraenalandStayMove:
    """
    Attributes:
        type_ (GraenalandStayMoveType):
    """

    type_: GraenalandStayMoveType

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
        type_ = GraenalandStayMoveType(d.pop("type"))

        graenaland_stay_move = cls(
            type_=type_,
        )

        return graenaland_stay_move
