from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_offer_item_event_data_side import GreenlandOfferItemEventDataSide
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_offer_item_event_data_item import GreenlandOfferItemEventDataItem


T = TypeVar("T", bound="GreenlandOfferItemEventData")


@_attrs_define
class GreenlandOfferItemEventData:
    """
    Attributes:
        to (int):
        side (GreenlandOfferItemEventDataSide):
        item (GreenlandOfferItemEventDataItem):
        tribe (int | Unset):
        tribes (list[GreenlandTribe] | Unset):
    """

    to: int
    side: GreenlandOfferItemEventDataSide
    item: GreenlandOfferItemEventDataItem
    tribe: int | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        side = self.side.value

        item = self.item.to_dict()

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "side": side,
                "item": item,
            }
        )
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_offer_item_event_data_item import GreenlandOfferItemEventDataItem  # noqa: PLC0415

        d = dict(src_dict)
        to = d.pop("to")

        side = GreenlandOfferItemEventDataSide(d.pop("side"))

        item = GreenlandOfferItemEventDataItem.from_dict(d.pop("item"))

        tribe = d.pop("tribe", UNSET)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_offer_item_event_data = cls(
            to=to,
            side=side,
            item=item,
            tribe=tribe,
            tribes=tribes,
        )

        return greenland_offer_item_event_data
