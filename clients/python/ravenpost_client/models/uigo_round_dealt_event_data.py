from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="UigoRoundDealtEventData")


@_attrs_define
class UigoRoundDealtEventData:
    """
    Attributes:
        round_ (int):
        dealer (int):
        leader (int):
        farmer_supply (int):
        hand_sizes (list[int]):
        hand (list[UigoCard] | Unset):
    """

    round_: int
    dealer: int
    leader: int
    farmer_supply: int
    hand_sizes: list[int]
    hand: list[UigoCard] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        leader = self.leader

        farmer_supply = self.farmer_supply

        hand_sizes = self.hand_sizes

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "leader": leader,
                "farmer_supply": farmer_supply,
                "hand_sizes": hand_sizes,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        leader = d.pop("leader")

        farmer_supply = d.pop("farmer_supply")

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        _hand = d.pop("hand", UNSET)
        hand: list[UigoCard] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = UigoCard(hand_item_data)

                hand.append(hand_item)

        uigo_round_dealt_event_data = cls(
            round_=round_,
            dealer=dealer,
            leader=leader,
            farmer_supply=farmer_supply,
            hand_sizes=hand_sizes,
            hand=hand,
        )

        return uigo_round_dealt_event_data
