from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_offer_send_move_type import GreenlandOfferSendMoveType

T = TypeVar("T", bound="GreenlandOfferSendMove")


@_attrs_define
class GreenlandOfferSendMove:
    """
    Attributes:
        type_ (GreenlandOfferSendMoveType):
    """

    type_: GreenlandOfferSendMoveType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandOfferSendMoveType(d.pop("type"))

        greenland_offer_send_move = cls(
            type_=type_,
        )

        return greenland_offer_send_move
