from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_pay_move_as_item import GraenalandPayMoveAsItem
from ..models.graenaland_pay_move_type import GraenalandPayMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandPayMove")


@_attrs_define
class GraenalandPayMove:
    """
    Attributes:
        type_ (GraenalandPayMoveType):
        card (str):
        as_ (list[GraenalandPayMoveAsItem]):
        market (str | Unset):
    """

    type_: GraenalandPayMoveType
    card: str
    as_: list[GraenalandPayMoveAsItem]
    market: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        as_ = []
        for as_item_data in self.as_:
            as_item = as_item_data.value
            as_.append(as_item)

        market = self.market

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "as": as_,
            }
        )
        if market is not UNSET:
            field_dict["market"] = market

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandPayMoveType(d.pop("type"))

        card = d.pop("card")

        as_ = []
        _as_ = d.pop("as")
        for as_item_data in _as_:
            as_item = GraenalandPayMoveAsItem(as_item_data)

            as_.append(as_item)

        market = d.pop("market", UNSET)

        graenaland_pay_move = cls(
            type_=type_,
            card=card,
            as_=as_,
            market=market,
        )

        return graenaland_pay_move
