from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_resource import GreenlandResource
from ..models.greenland_witch_hunt_move_type import GreenlandWitchHuntMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandWitchHuntMove")


@_attrs_define
class GreenlandWitchHuntMove:
    """
    Attributes:
        type_ (GreenlandWitchHuntMoveType):
        rank (int):
        pay (GreenlandResource | Unset):
    """

    type_: GreenlandWitchHuntMoveType
    rank: int
    pay: GreenlandResource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rank = self.rank

        pay: str | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rank": rank,
            }
        )
        if pay is not UNSET:
            field_dict["pay"] = pay

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandWitchHuntMoveType(d.pop("type"))

        rank = d.pop("rank")

        _pay = d.pop("pay", UNSET)
        pay: GreenlandResource | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = GreenlandResource(_pay)

        greenland_witch_hunt_move = cls(
            type_=type_,
            rank=rank,
            pay=pay,
        )

        return greenland_witch_hunt_move
