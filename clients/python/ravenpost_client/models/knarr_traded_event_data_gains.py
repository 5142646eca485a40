from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrTradedEventDataGains")


@_attrs_define
class KnarrTradedEventDataGains:
    """
    Attributes:
        vp (int | Unset):
        bracelet (int | Unset):
        recruit (int | Unset):
        reputation (int | Unset):
        card (int | Unset):
    """

    vp: int | Unset = UNSET
    bracelet: int | Unset = UNSET
    recruit: int | Unset = UNSET
    reputation: int | Unset = UNSET
    card: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        bracelet = self.bracelet

        recruit = self.recruit

        reputation = self.reputation

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if vp is not UNSET:
            field_dict["vp"] = vp
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet
        if recruit is not UNSET:
            field_dict["recruit"] = recruit
        if reputation is not UNSET:
            field_dict["reputation"] = reputation
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp", UNSET)

        bracelet = d.pop("bracelet", UNSET)

        recruit = d.pop("recruit", UNSET)

        reputation = d.pop("reputation", UNSET)

        card = d.pop("card", UNSET)

        knarr_traded_event_data_gains = cls(
            vp=vp,
            bracelet=bracelet,
            recruit=recruit,
            reputation=reputation,
            card=card,
        )

        return knarr_traded_event_data_gains
