from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card_paid_event_data_as_item import GraenalandCardPaidEventDataAsItem

T = TypeVar("T", bound="GraenalandCardPaidEventData")


@_attrs_define
class GraenalandCardPaidEventData:
    """
    Attributes:
        card (str):
        owner (int):
        as_ (list[GraenalandCardPaidEventDataAsItem]):
        market (None | str):
    """

    card: str
    owner: int
    as_: list[GraenalandCardPaidEventDataAsItem]
    market: None | str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        as_ = []
        for as_item_data in self.as_:
            as_item = as_item_data.value
            as_.append(as_item)

        market: None | str
        market = self.market

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "owner": owner,
                "as": as_,
                "market": market,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        as_ = []
        _as_ = d.pop("as")
        for as_item_data in _as_:
            as_item = GraenalandCardPaidEventDataAsItem(as_item_data)

            as_.append(as_item)

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        graenaland_card_paid_event_data = cls(
            card=card,
            owner=owner,
            as_=as_,
            market=market,
        )

        return graenaland_card_paid_event_data
