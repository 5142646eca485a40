from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_view_nego_type_0_drafts_additional_property_give_item_kind import (
    GreenlandViewNegoType0DraftsAdditionalPropertyGiveItemKind,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem")


@_attrs_define
class GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem:
    """
    Attributes:
        kind (GreenlandViewNegoType0DraftsAdditionalPropertyGiveItemKind):
        card (str | Unset):
        daughter (str | Unset):
    """

    kind: GreenlandViewNegoType0DraftsAdditionalPropertyGiveItemKind
    card: str | Unset = UNSET
    daughter: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card = self.card

        daughter = self.daughter

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = GreenlandViewNegoType0DraftsAdditionalPropertyGiveItemKind(d.pop("kind"))

        card = d.pop("card", UNSET)

        daughter = d.pop("daughter", UNSET)

        greenland_view_nego_type_0_drafts_additional_property_give_item = cls(
            kind=kind,
            card=card,
            daughter=daughter,
        )

        return greenland_view_nego_type_0_drafts_additional_property_give_item
