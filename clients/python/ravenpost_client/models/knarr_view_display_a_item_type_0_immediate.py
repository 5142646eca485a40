from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrViewDisplayAItemType0Immediate")


@_attrs_define
class KnarrViewDisplayAItemType0Immediate:
    """
    Attributes:
        bracelet (int | Unset):
        recruit (int | Unset):
        card (int | Unset):
        reputation (int | Unset):
    """

    bracelet: int | Unset = UNSET
    recruit: int | Unset = UNSET
    card: int | Unset = UNSET
    reputation: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bracelet = self.bracelet

        recruit = self.recruit

        card = self.card

        reputation = self.reputation

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bracelet is not UNSET:
            field_dict["bracelet"] = bracelet
        if recruit is not UNSET:
            field_dict["recruit"] = recruit
        if card is not UNSET:
            field_dict["card"] = card
        if reputation is not UNSET:
            field_dict["reputation"] = reputation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bracelet = d.pop("bracelet", UNSET)

        recruit = d.pop("recruit", UNSET)

        card = d.pop("card", UNSET)

        reputation = d.pop("reputation", UNSET)

        knarr_view_display_a_item_type_0_immediate = cls(
            bracelet=bracelet,
            recruit=recruit,
            card=card,
            reputation=reputation,
        )

        return knarr_view_display_a_item_type_0_immediate
