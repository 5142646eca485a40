from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrVikingRecruitedEventDataGains")


@_attrs_define
class KnarrVikingRecruitedEventDataGains:
    """
    Attributes:
        vp (int | Unset):
        bracelet (int | Unset):
        reputation (int | Unset):
        recruit (int | Unset):
    """

    vp: int | Unset = UNSET
    bracelet: int | Unset = UNSET
    reputation: int | Unset = UNSET
    recruit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        bracelet = self.bracelet

        reputation = self.reputation

        recruit = self.recruit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if vp is not UNSET:
            field_dict["vp"] = vp
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet
        if reputation is not UNSET:
            field_dict["reputation"] = reputation
        if recruit is not UNSET:
            field_dict["recruit"] = recruit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp", UNSET)

        bracelet = d.pop("bracelet", UNSET)

        reputation = d.pop("reputation", UNSET)

        recruit = d.pop("recruit", UNSET)

        knarr_viking_recruited_event_data_gains = cls(
            vp=vp,
            bracelet=bracelet,
            reputation=reputation,
            recruit=recruit,
        )

        return knarr_viking_recruited_event_data_gains
