from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_view_nego_type_0_offers_item_ask_item import GreenlandViewNegoType0OffersItemAskItem
    from ..models.greenland_view_nego_type_0_offers_item_give_item import GreenlandViewNegoType0OffersItemGiveItem


T = TypeVar("T", bound="GreenlandViewNegoType0OffersItem")


@_attrs_define
class GreenlandViewNegoType0OffersItem:
    """
    Attributes:
        id (int):
        from_ (int):
        accepted (list[int]):
        to (list[int]):
        give (list[GreenlandViewNegoType0OffersItemGiveItem]):
        ask (list[GreenlandViewNegoType0OffersItemAskItem]):
        retreat (bool | Unset):
    """

    id: int
    from_: int
    accepted: list[int]
    to: list[int]
    give: list[GreenlandViewNegoType0OffersItemGiveItem]
    ask: list[GreenlandViewNegoType0OffersItemAskItem]
    retreat: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        from_ = self.from_

        accepted = self.accepted

        to = self.to

        give = []
        for give_item_data in self.give:
            give_item = give_item_data.to_dict()
            give.append(give_item)

        ask = []
        for ask_item_data in self.ask:
            ask_item = ask_item_data.to_dict()
            ask.append(ask_item)

        retreat = self.retreat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "from": from_,
                "accepted": accepted,
                "to": to,
                "give": give,
                "ask": ask,
            }
        )
        if retreat is not UNSET:
            field_dict["retreat"] = retreat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_nego_type_0_offers_item_ask_item import GreenlandViewNegoType0OffersItemAskItem  # noqa: PLC0415
        from ..models.greenland_view_nego_type_0_offers_item_give_item import GreenlandViewNegoType0OffersItemGiveItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        from_ = d.pop("from")

        accepted = cast(list[int], d.pop("accepted"))

        to = cast(list[int], d.pop("to"))

        give = []
        _give = d.pop("give")
        for give_item_data in _give:
            give_item = GreenlandViewNegoType0OffersItemGiveItem.from_dict(give_item_data)

            give.append(give_item)

        ask = []
        _ask = d.pop("ask")
        for ask_item_data in _ask:
            ask_item = GreenlandViewNegoType0OffersItemAskItem.from_dict(ask_item_data)

            ask.append(ask_item)

        retreat = d.pop("retreat", UNSET)

        greenland_view_nego_type_0_offers_item = cls(
            id=id,
            from_=from_,
            accepted=accepted,
            to=to,
            give=give,
            ask=ask,
            retreat=retreat,
        )

        return greenland_view_nego_type_0_offers_item
