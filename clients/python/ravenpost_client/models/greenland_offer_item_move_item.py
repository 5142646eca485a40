from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_offer_item_move_item_kind import GreenlandOfferItemMoveItemKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandOfferItemMoveItem")


@_attrs_define
class GreenlandOfferItemMoveItem:
    """
    Attributes:
        kind (GreenlandOfferItemMoveItemKind):
        card (str | Unset):
        daughter (str | Unset):
        groom (str | Unset):
    """

    kind: GreenlandOfferItemMoveItemKind
    card: str | Unset = UNSET
    daughter: str | Unset = UNSET
    groom: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card = self.card

        daughter = self.daughter

        groom = self.groom

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if daughter is not UNSET:
            field_dict["daughter"] = daughter
        if groom is not UNSET:
            field_dict["groom"] = groom

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = GreenlandOfferItemMoveItemKind(d.pop("kind"))

        card = d.pop("card", UNSET)

        daughter = d.pop("daughter", UNSET)

        groom = d.pop("groom", UNSET)

        greenland_offer_item_move_item = cls(
            kind=kind,
            card=card,
            daughter=daughter,
            groom=groom,
        )

        return greenland_offer_item_move_item
