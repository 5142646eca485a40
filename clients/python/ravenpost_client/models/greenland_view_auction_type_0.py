from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_event_card import GreenlandEventCard

T = TypeVar("T", bound="GreenlandViewAuctionType0")


@_attrs_define
class GreenlandViewAuctionType0:
    """
    Attributes:
        card (GreenlandEventCard):
        high (int):
        leader (int | None):
        passed (list[int]):
        next_ (int):
    """

    card: GreenlandEventCard
    high: int
    leader: int | None
    passed: list[int]
    next_: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        high = self.high

        leader: int | None
        leader = self.leader

        passed = self.passed

        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "high": high,
                "leader": leader,
                "passed": passed,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GreenlandEventCard(d.pop("card"))

        high = d.pop("high")

        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))

        passed = cast(list[int], d.pop("passed"))

        next_ = d.pop("next")

        greenland_view_auction_type_0 = cls(
            card=card,
            high=high,
            leader=leader,
            passed=passed,
            next_=next_,
        )

        return greenland_view_auction_type_0
