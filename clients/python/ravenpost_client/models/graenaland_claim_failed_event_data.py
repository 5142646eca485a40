from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandClaimFailedEventData")


@_attrs_define
class GraenalandClaimFailedEventData:
    """
    Attributes:
        vp (int):
        claimed (int):
    """

    vp: int
    claimed: int

    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        claimed = self.claimed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "vp": vp,
                "claimed": claimed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp")

        claimed = d.pop("claimed")

        graenaland_claim_failed_event_data = cls(
            vp=vp,
            claimed=claimed,
        )

        return graenaland_claim_failed_event_data
