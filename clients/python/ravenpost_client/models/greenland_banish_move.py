from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_banish_move_type import GreenlandBanishMoveType
from ..models.greenland_resource import GreenlandResource
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandBanishMove")


@_attrs_define
class GreenlandBanishMove:
    """
    Attributes:
        type_ (GreenlandBanishMoveType):
        pay (GreenlandResource | Unset):
    """

    type_: GreenlandBanishMoveType
    pay: GreenlandResource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pay: str | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if pay is not UNSET:
            field_dict["pay"] = pay

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandBanishMoveType(d.pop("type"))

        _pay = d.pop("pay", UNSET)
        pay: GreenlandResource | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = GreenlandResource(_pay)

        greenland_banish_move = cls(
            type_=type_,
            pay=pay,
        )

        return greenland_banish_move
