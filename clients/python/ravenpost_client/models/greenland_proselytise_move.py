from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_proselytise_move_type import GreenlandProselytiseMoveType
from ..models.greenland_resource import GreenlandResource
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandProselytiseMove")


@_attrs_define
class GreenlandProselytiseMove:
    """
    Attributes:
        type_ (GreenlandProselytiseMoveType):
        target (int):
        pay (GreenlandResource | Unset):
        tribes (list[GreenlandTribe] | Unset):
    """

    type_: GreenlandProselytiseMoveType
    target: int
    pay: GreenlandResource | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        pay: str | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.value

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

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
        type_ = GreenlandProselytiseMoveType(d.pop("type"))

        target = d.pop("target")

        _pay = d.pop("pay", UNSET)
        pay: GreenlandResource | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = GreenlandResource(_pay)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_proselytise_move = cls(
            type_=type_,
            target=target,
            pay=pay,
            tribes=tribes,
        )

        return greenland_proselytise_move
