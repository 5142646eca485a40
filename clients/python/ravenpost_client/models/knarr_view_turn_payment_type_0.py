from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrViewTurnPaymentType0")


@_attrs_define
class KnarrViewTurnPaymentType0:
    """
    Attributes:
        destination (int):
        cards (list[int]):
        recruits (int):
    """

    destination: int
    cards: list[int]
    recruits: int

    def to_dict(self) -> dict[str, Any]:
        destination = self.destination

        cards = self.cards

        recruits = self.recruits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "destination": destination,
                "cards": cards,
                "recruits": recruits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        destination = d.pop("destination")

        cards = cast(list[int], d.pop("cards"))

        recruits = d.pop("recruits")

        knarr_view_turn_payment_type_0 = cls(
            destination=destination,
            cards=cards,
            recruits=recruits,
        )

        return knarr_view_turn_payment_type_0
