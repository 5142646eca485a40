from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_decline_favour_move_type import GraenalandDeclineFavourMoveType

T = TypeVar("T", bound="GraenalandDeclineFavourMove")


@_attrs_define
class GraenalandDeclineFavourMove:
    """
    Attributes:
        type_ (GraenalandDeclineFavourMoveType):
    """

    type_: GraenalandDeclineFavourMoveType

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
        type_ = GraenalandDeclineFavourMoveType(d.pop("type"))

        graenaland_decline_favour_move = cls(
            type_=type_,
        )

        return graenaland_decline_favour_move
