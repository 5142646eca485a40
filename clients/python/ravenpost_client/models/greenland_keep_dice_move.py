from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_keep_dice_move_type import GreenlandKeepDiceMoveType

T = TypeVar("T", bound="GreenlandKeepDiceMove")


@_attrs_define
class GreenlandKeepDiceMove:
    """
    Attributes:
        type_ (GreenlandKeepDiceMoveType):
    """

    type_: GreenlandKeepDiceMoveType

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
        type_ = GreenlandKeepDiceMoveType(d.pop("type"))

        greenland_keep_dice_move = cls(
            type_=type_,
        )

        return greenland_keep_dice_move
