from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandClaimMadeEventData")


@_attrs_define
class GraenalandClaimMadeEventData:
    """
    Attributes:
        vp (int | Unset):
    """

    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp", UNSET)

        graenaland_claim_made_event_data = cls(
            vp=vp,
        )

        return graenaland_claim_made_event_data
