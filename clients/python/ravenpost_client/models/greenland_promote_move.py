from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_promote_move_type import GreenlandPromoteMoveType
from ..models.greenland_resource import GreenlandResource
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandPromoteMove")


@_attrs_define
class GreenlandPromoteMove:
    """
    Attributes:
        type_ (GreenlandPromoteMoveType):
        rank (int):
        alpha (bool):
        pay (GreenlandResource | Unset):
    """

    type_: GreenlandPromoteMoveType
    rank: int
    alpha: bool
    pay: GreenlandResource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rank = self.rank

        alpha = self.alpha

        pay: str | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rank": rank,
                "alpha": alpha,
            }
        )
        if pay is not UNSET:
            field_dict["pay"] = pay

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandPromoteMoveType(d.pop("type"))

        rank = d.pop("rank")

        alpha = d.pop("alpha")

        _pay = d.pop("pay", UNSET)
        pay: GreenlandResource | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = GreenlandResource(_pay)

        greenland_promote_move = cls(
            type_=type_,
            rank=rank,
            alpha=alpha,
            pay=pay,
        )

        return greenland_promote_move
