from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrVikingDiscardedEventData")


@_attrs_define
class KnarrVikingDiscardedEventData:
    """
    Attributes:
        card (int):
        rows_rewarded (int):
    """

    card: int
    rows_rewarded: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        rows_rewarded = self.rows_rewarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "rows_rewarded": rows_rewarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        rows_rewarded = d.pop("rows_rewarded")

        knarr_viking_discarded_event_data = cls(
            card=card,
            rows_rewarded=rows_rewarded,
        )

        return knarr_viking_discarded_event_data
