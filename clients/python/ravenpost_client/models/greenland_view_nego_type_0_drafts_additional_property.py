from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.greenland_view_nego_type_0_drafts_additional_property_ask_item import (
        GreenlandViewNegoType0DraftsAdditionalPropertyAskItem,
    )
    from ..models.greenland_view_nego_type_0_drafts_additional_property_give_item import (
        GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem,
    )


T = TypeVar("T", bound="GreenlandViewNegoType0DraftsAdditionalProperty")


@_attrs_define
class GreenlandViewNegoType0DraftsAdditionalProperty:
    """
    Attributes:
        to (int):
        give (list[GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem]):
        ask (list[GreenlandViewNegoType0DraftsAdditionalPropertyAskItem]):
    """

    to: int
    give: list[GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem]
    ask: list[GreenlandViewNegoType0DraftsAdditionalPropertyAskItem]

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        give = []
        for give_item_data in self.give:
            give_item = give_item_data.to_dict()
            give.append(give_item)

        ask = []
        for ask_item_data in self.ask:
            ask_item = ask_item_data.to_dict()
            ask.append(ask_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "give": give,
                "ask": ask,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_nego_type_0_drafts_additional_property_ask_item import (
            GreenlandViewNegoType0DraftsAdditionalPropertyAskItem,  # noqa: PLC0415
        )
        from ..models.greenland_view_nego_type_0_drafts_additional_property_give_item import (
            GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        to = d.pop("to")

        give = []
        _give = d.pop("give")
        for give_item_data in _give:
            give_item = GreenlandViewNegoType0DraftsAdditionalPropertyGiveItem.from_dict(give_item_data)

            give.append(give_item)

        ask = []
        _ask = d.pop("ask")
        for ask_item_data in _ask:
            ask_item = GreenlandViewNegoType0DraftsAdditionalPropertyAskItem.from_dict(ask_item_data)

            ask.append(ask_item)

        greenland_view_nego_type_0_drafts_additional_property = cls(
            to=to,
            give=give,
            ask=ask,
        )

        return greenland_view_nego_type_0_drafts_additional_property
