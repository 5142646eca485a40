from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrTurnStartedEventData")


@_attrs_define
class KnarrTurnStartedEventData:
    """
    Attributes:
        fame_vp (int):
        reputation (int):
        rows_rewarded (int | Unset):
    """

    fame_vp: int
    reputation: int
    rows_rewarded: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fame_vp = self.fame_vp

        reputation = self.reputation

        rows_rewarded = self.rows_rewarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fame_vp": fame_vp,
                "reputation": reputation,
            }
        )
        if rows_rewarded is not UNSET:
            field_dict["rows_rewarded"] = rows_rewarded

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fame_vp = d.pop("fame_vp")

        reputation = d.pop("reputation")

        rows_rewarded = d.pop("rows_rewarded", UNSET)

        knarr_turn_started_event_data = cls(
            fame_vp=fame_vp,
            reputation=reputation,
            rows_rewarded=rows_rewarded,
        )

        return knarr_turn_started_event_data
