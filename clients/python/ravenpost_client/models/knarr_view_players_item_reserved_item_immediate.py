from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrViewPlayersItemReservedItemImmediate")


@_attrs_define
class KnarrViewPlayersItemReservedItemImmediate:
    """
    Attributes:
        vp (int | Unset):
        recruit (int | Unset):
        card (int | Unset):
        bracelet (int | Unset):
        reputation (int | Unset):
    """

    vp: int | Unset = UNSET
    recruit: int | Unset = UNSET
    card: int | Unset = UNSET
    bracelet: int | Unset = UNSET
    reputation: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        recruit = self.recruit

        card = self.card

        bracelet = self.bracelet

        reputation = self.reputation

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if vp is not UNSET:
            field_dict["vp"] = vp
        if recruit is not UNSET:
            field_dict["recruit"] = recruit
        if card is not UNSET:
            field_dict["card"] = card
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet
        if reputation is not UNSET:
            field_dict["reputation"] = reputation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp", UNSET)

        recruit = d.pop("recruit", UNSET)

        card = d.pop("card", UNSET)

        bracelet = d.pop("bracelet", UNSET)

        reputation = d.pop("reputation", UNSET)

        knarr_view_players_item_reserved_item_immediate = cls(
            vp=vp,
            recruit=recruit,
            card=card,
            bracelet=bracelet,
            reputation=reputation,
        )

        return knarr_view_players_item_reserved_item_immediate
