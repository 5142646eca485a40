from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_take_open_move_type import FjordsTakeOpenMoveType

T = TypeVar("T", bound="FjordsTakeOpenMove")


@_attrs_define
class FjordsTakeOpenMove:
    """
    Attributes:
        type_ (FjordsTakeOpenMoveType):
        tile (int):
    """

    type_: FjordsTakeOpenMoveType
    tile: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FjordsTakeOpenMoveType(d.pop("type"))

        tile = d.pop("tile")

        fjords_take_open_move = cls(
            type_=type_,
            tile=tile,
        )

        return fjords_take_open_move
