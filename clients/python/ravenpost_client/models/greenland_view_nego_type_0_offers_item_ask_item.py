from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_offer_item_kind import GreenlandOfferItemKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewNegoType0OffersItemAskItem")


@_attrs_define
class GreenlandViewNegoType0OffersItemAskItem:
    """
    Attributes:
        kind (GreenlandOfferItemKind):
        card (GreenlandCard | Unset):
        daughter (GreenlandDaughter | Unset):
        groom (str | Unset):
    """

    kind: GreenlandOfferItemKind
    card: GreenlandCard | Unset = UNSET
    daughter: GreenlandDaughter | Unset = UNSET
    groom: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        daughter: str | Unset = UNSET
        if not isinstance(self.daughter, Unset):
            daughter = self.daughter.value

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
        kind = GreenlandOfferItemKind(d.pop("kind"))

        _card = d.pop("card", UNSET)
        card: GreenlandCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GreenlandCard(_card)

        _daughter = d.pop("daughter", UNSET)
        daughter: GreenlandDaughter | Unset
        if isinstance(_daughter, Unset):
            daughter = UNSET
        else:
            daughter = GreenlandDaughter(_daughter)

        groom = d.pop("groom", UNSET)

        greenland_view_nego_type_0_offers_item_ask_item = cls(
            kind=kind,
            card=card,
            daughter=daughter,
            groom=groom,
        )

        return greenland_view_nego_type_0_offers_item_ask_item
