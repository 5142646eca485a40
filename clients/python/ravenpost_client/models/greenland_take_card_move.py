from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_take_card_move_type import GreenlandTakeCardMoveType

T = TypeVar("T", bound="GreenlandTakeCardMove")


@_attrs_define
class GreenlandTakeCardMove:
    """
    Attributes:
        type_ (GreenlandTakeCardMoveType):
        take (bool):
    """

    type_: GreenlandTakeCardMoveType
    take: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandTakeCardMoveType(d.pop("type"))

        take = d.pop("take")

        greenland_take_card_move = cls(
            type_=type_,
            take=take,
        )

        return greenland_take_card_move
