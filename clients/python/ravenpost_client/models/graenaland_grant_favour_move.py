from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_grant_favour_move_type import GraenalandGrantFavourMoveType

T = TypeVar("T", bound="GraenalandGrantFavourMove")


@_attrs_define
class GraenalandGrantFavourMove:
    """
    Attributes:
        type_ (GraenalandGrantFavourMoveType):
        to (int):
    """

    type_: GraenalandGrantFavourMoveType
    to: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandGrantFavourMoveType(d.pop("type"))

        to = d.pop("to")

        graenaland_grant_favour_move = cls(
            type_=type_,
            to=to,
        )

        return graenaland_grant_favour_move
