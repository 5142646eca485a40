from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_wool_choice import GreenlandWoolChoice
from ..models.greenland_wool_move_type import GreenlandWoolMoveType

T = TypeVar("T", bound="GreenlandWoolMove")


@_attrs_define
class GreenlandWoolMove:
    """
    Attributes:
        type_ (GreenlandWoolMoveType):
        take (GreenlandWoolChoice):
    """

    type_: GreenlandWoolMoveType
    take: GreenlandWoolChoice

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        take = self.take.value

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
        type_ = GreenlandWoolMoveType(d.pop("type"))

        take = GreenlandWoolChoice(d.pop("take"))

        greenland_wool_move = cls(
            type_=type_,
            take=take,
        )

        return greenland_wool_move
