from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_pay_move_type import GraenalandPayMoveType
from ..models.graenaland_resource import GraenalandResource
from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandPayMove")


@_attrs_define
class GraenalandPayMove:
    """
    Attributes:
        type_ (GraenalandPayMoveType):
        card (GraenalandCard):
        as_ (list[GraenalandResource]):
        market (GraenalandTerritory | Unset):
    """

    type_: GraenalandPayMoveType
    card: GraenalandCard
    as_: list[GraenalandResource]
    market: GraenalandTerritory | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        as_ = []
        for as_item_data in self.as_:
            as_item = as_item_data.value
            as_.append(as_item)

        market: str | Unset = UNSET
        if not isinstance(self.market, Unset):
            market = self.market.value

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

        card = GraenalandCard(d.pop("card"))

        as_ = []
        _as_ = d.pop("as")
        for as_item_data in _as_:
            as_item = GraenalandResource(as_item_data)

            as_.append(as_item)

        _market = d.pop("market", UNSET)
        market: GraenalandTerritory | Unset
        if isinstance(_market, Unset):
            market = UNSET
        else:
            market = GraenalandTerritory(_market)

        graenaland_pay_move = cls(
            type_=type_,
            card=card,
            as_=as_,
            market=market,
        )

        return graenaland_pay_move
