from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandToolmakerEventData")


@_attrs_define
class GreenlandToolmakerEventData:
    """
    Attributes:
        card (str):
        pay (str):
    """

    card: str
    pay: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        pay = self.pay

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "pay": pay,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        pay = d.pop("pay")

        greenland_toolmaker_event_data = cls(
            card=card,
            pay=pay,
        )

        return greenland_toolmaker_event_data
