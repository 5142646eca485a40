from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_hit_move_type import GreenlandHitMoveType
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandHitMove")


@_attrs_define
class GreenlandHitMove:
    """
    Attributes:
        type_ (GreenlandHitMoveType):
        victim (int):
        tribes (list[GreenlandTribe] | Unset):
    """

    type_: GreenlandHitMoveType
    victim: int
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        victim = self.victim

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
                "victim": victim,
            }
        )
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandHitMoveType(d.pop("type"))

        victim = d.pop("victim")

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_hit_move = cls(
            type_=type_,
            victim=victim,
            tribes=tribes,
        )

        return greenland_hit_move
