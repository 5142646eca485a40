from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_emissary_move_type import GreenlandEmissaryMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandEmissaryMove")


@_attrs_define
class GreenlandEmissaryMove:
    """
    Attributes:
        type_ (GreenlandEmissaryMoveType):
        target (int):
        pay (str | Unset):
        tribes (list[str] | Unset):
    """

    type_: GreenlandEmissaryMoveType
    target: int
    pay: str | Unset = UNSET
    tribes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        pay = self.pay

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )
        if pay is not UNSET:
            field_dict["pay"] = pay
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandEmissaryMoveType(d.pop("type"))

        target = d.pop("target")

        pay = d.pop("pay", UNSET)

        tribes = cast(list[str], d.pop("tribes", UNSET))

        greenland_emissary_move = cls(
            type_=type_,
            target=target,
            pay=pay,
            tribes=tribes,
        )

        return greenland_emissary_move
