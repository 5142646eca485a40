from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrViewPlayersItemDestinationsItemImmediate")


@_attrs_define
class KnarrViewPlayersItemDestinationsItemImmediate:
    """
    Attributes:
        bracelet (int | Unset):
        reputation (int | Unset):
        card (int | Unset):
        recruit (int | Unset):
        vp (int | Unset):
    """

    bracelet: int | Unset = UNSET
    reputation: int | Unset = UNSET
    card: int | Unset = UNSET
    recruit: int | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bracelet = self.bracelet

        reputation = self.reputation

        card = self.card

        recruit = self.recruit

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet
        if reputation is not UNSET:
            field_dict["reputation"] = reputation
        if card is not UNSET:
            field_dict["card"] = card
        if recruit is not UNSET:
            field_dict["recruit"] = recruit
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bracelet = d.pop("bracelet", UNSET)

        reputation = d.pop("reputation", UNSET)

        card = d.pop("card", UNSET)

        recruit = d.pop("recruit", UNSET)

        vp = d.pop("vp", UNSET)

        knarr_view_players_item_destinations_item_immediate = cls(
            bracelet=bracelet,
            reputation=reputation,
            card=card,
            recruit=recruit,
            vp=vp,
        )

        return knarr_view_players_item_destinations_item_immediate
