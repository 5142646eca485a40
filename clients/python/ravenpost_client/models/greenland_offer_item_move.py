from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_offer_item_move_side import GreenlandOfferItemMoveSide
from ..models.greenland_offer_item_move_type import GreenlandOfferItemMoveType

if TYPE_CHECKING:
    from ..models.greenland_offer_item_move_item import GreenlandOfferItemMoveItem


T = TypeVar("T", bound="GreenlandOfferItemMove")


@_attrs_define
class GreenlandOfferItemMove:
    """
    Attributes:
        type_ (GreenlandOfferItemMoveType):
        to (int):
        side (GreenlandOfferItemMoveSide):
        item (GreenlandOfferItemMoveItem):
    """

    type_: GreenlandOfferItemMoveType
    to: int
    side: GreenlandOfferItemMoveSide
    item: GreenlandOfferItemMoveItem

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        to = self.to

        side = self.side.value

        item = self.item.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "to": to,
                "side": side,
                "item": item,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_offer_item_move_item import GreenlandOfferItemMoveItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandOfferItemMoveType(d.pop("type"))

        to = d.pop("to")

        side = GreenlandOfferItemMoveSide(d.pop("side"))

        item = GreenlandOfferItemMoveItem.from_dict(d.pop("item"))

        greenland_offer_item_move = cls(
            type_=type_,
            to=to,
            side=side,
            item=item,
        )

        return greenland_offer_item_move
