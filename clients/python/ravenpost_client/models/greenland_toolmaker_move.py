from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_resource import GreenlandResource
from ..models.greenland_toolmaker_move_type import GreenlandToolmakerMoveType

T = TypeVar("T", bound="GreenlandToolmakerMove")


@_attrs_define
class GreenlandToolmakerMove:
    """
    Attributes:
        type_ (GreenlandToolmakerMoveType):
        card (GreenlandCard):
        pay (GreenlandResource):
    """

    type_: GreenlandToolmakerMoveType
    card: GreenlandCard
    pay: GreenlandResource

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        pay = self.pay.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "pay": pay,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandToolmakerMoveType(d.pop("type"))

        card = GreenlandCard(d.pop("card"))

        pay = GreenlandResource(d.pop("pay"))

        greenland_toolmaker_move = cls(
            type_=type_,
            card=card,
            pay=pay,
        )

        return greenland_toolmaker_move
