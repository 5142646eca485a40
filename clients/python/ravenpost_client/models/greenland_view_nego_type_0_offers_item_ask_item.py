from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_view_nego_type_0_offers_item_ask_item_kind import GreenlandViewNegoType0OffersItemAskItemKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewNegoType0OffersItemAskItem")


@_attrs_define
class GreenlandViewNegoType0OffersItemAskItem:
    """
    Attributes:
        kind (GreenlandViewNegoType0OffersItemAskItemKind):
        card (str | Unset):
        daughter (str | Unset):
        groom (str | Unset):
    """

    kind: GreenlandViewNegoType0OffersItemAskItemKind
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
        kind = GreenlandViewNegoType0OffersItemAskItemKind(d.pop("kind"))

        card = d.pop("card", UNSET)

        daughter = d.pop("daughter", UNSET)

        groom = d.pop("groom", UNSET)

        greenland_view_nego_type_0_offers_item_ask_item = cls(
            kind=kind,
            card=card,
            daughter=daughter,
            groom=groom,
        )

        return greenland_view_nego_type_0_offers_item_ask_item
