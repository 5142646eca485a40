from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_bid_move_type import GreenlandBidMoveType

T = TypeVar("T", bound="GreenlandBidMove")


@_attrs_define
class GreenlandBidMove:
    """
    Attributes:
        type_ (GreenlandBidMoveType):
        amount (int):
    """

    type_: GreenlandBidMoveType
    amount: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandBidMoveType(d.pop("type"))

        amount = d.pop("amount")

        greenland_bid_move = cls(
            type_=type_,
            amount=amount,
        )

        return greenland_bid_move
