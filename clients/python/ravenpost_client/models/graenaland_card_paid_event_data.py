from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_resource import GraenalandResource
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandCardPaidEventData")


@_attrs_define
class GraenalandCardPaidEventData:
    """
    Attributes:
        card (GraenalandCard):
        owner (int):
        as_ (list[GraenalandResource]):
        market (GraenalandTerritory | None):
    """

    card: GraenalandCard
    owner: int
    as_: list[GraenalandResource]
    market: GraenalandTerritory | None

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        owner = self.owner

        as_ = []
        for as_item_data in self.as_:
            as_item = as_item_data.value
            as_.append(as_item)

        market: None | str
        if isinstance(self.market, GraenalandTerritory):
            market = self.market.value
        else:
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
        card = GraenalandCard(d.pop("card"))

        owner = d.pop("owner")

        as_ = []
        _as_ = d.pop("as")
        for as_item_data in _as_:
            as_item = GraenalandResource(as_item_data)

            as_.append(as_item)

        def _parse_market(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                market_type_1 = GraenalandTerritory(data)

                return market_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        market = _parse_market(d.pop("market"))

        graenaland_card_paid_event_data = cls(
            card=card,
            owner=owner,
            as_=as_,
            market=market,
        )

        return graenaland_card_paid_event_data
