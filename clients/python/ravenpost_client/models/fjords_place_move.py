from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_place_move_type import FjordsPlaceMoveType

T = TypeVar("T", bound="FjordsPlaceMove")


@_attrs_define
class FjordsPlaceMove:
    """
    Attributes:
        type_ (FjordsPlaceMoveType):
        q (int):
        r (int):
        rotation (int):
    """

    type_: FjordsPlaceMoveType
    q: int
    r: int
    rotation: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        q = self.q

        r = self.r

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "q": q,
                "r": r,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = FjordsPlaceMoveType(d.pop("type"))

        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        fjords_place_move = cls(
            type_=type_,
            q=q,
            r=r,
            rotation=rotation,
        )

        return fjords_place_move
