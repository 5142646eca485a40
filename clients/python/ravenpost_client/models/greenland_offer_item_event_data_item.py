from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_offer_item_kind import GreenlandOfferItemKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandOfferItemEventDataItem")


@_attrs_define
class GreenlandOfferItemEventDataItem:
    """
    Attributes:
        kind (GreenlandOfferItemKind):
        card (GreenlandCard | None | Unset):
        daughter (GreenlandDaughter | Unset):
        groom (str | Unset):
    """

    kind: GreenlandOfferItemKind
    card: GreenlandCard | None | Unset = UNSET
    daughter: GreenlandDaughter | Unset = UNSET
    groom: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, GreenlandCard):
            card = self.card.value
        else:
            card = self.card

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

        def _parse_card(data: object) -> GreenlandCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = GreenlandCard(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandCard | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        _daughter = d.pop("daughter", UNSET)
        daughter: GreenlandDaughter | Unset
        if isinstance(_daughter, Unset):
            daughter = UNSET
        else:
            daughter = GreenlandDaughter(_daughter)

        groom = d.pop("groom", UNSET)

        greenland_offer_item_event_data_item = cls(
            kind=kind,
            card=card,
            daughter=daughter,
            groom=groom,
        )

        return greenland_offer_item_event_data_item
