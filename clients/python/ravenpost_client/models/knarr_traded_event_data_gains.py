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
        recruit (int | Unset):
        vp (int | Unset):
        reputation (int | Unset):
        card (int | Unset):
        bracelet (int | Unset):
    """

    recruit: int | Unset = UNSET
    vp: int | Unset = UNSET
    reputation: int | Unset = UNSET
    card: int | Unset = UNSET
    bracelet: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        recruit = self.recruit

        vp = self.vp

        reputation = self.reputation

        card = self.card

        bracelet = self.bracelet

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if recruit is not UNSET:
            field_dict["recruit"] = recruit
        if vp is not UNSET:
            field_dict["vp"] = vp
        if reputation is not UNSET:
            field_dict["reputation"] = reputation
        if card is not UNSET:
            field_dict["card"] = card
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        recruit = d.pop("recruit", UNSET)

        vp = d.pop("vp", UNSET)

        reputation = d.pop("reputation", UNSET)

        card = d.pop("card", UNSET)

        bracelet = d.pop("bracelet", UNSET)

        knarr_traded_event_data_gains = cls(
            recruit=recruit,
            vp=vp,
            reputation=reputation,
            card=card,
            bracelet=bracelet,
        )

        return knarr_traded_event_data_gains
