from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_hit_move_type import GreenlandHitMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandHitMove")


@_attrs_define
class GreenlandHitMove:
    """
    Attributes:
        type_ (GreenlandHitMoveType):
        victim (int):
        tribes (list[str] | Unset):
    """

    type_: GreenlandHitMoveType
    victim: int
    tribes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        victim = self.victim

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

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

        tribes = cast(list[str], d.pop("tribes", UNSET))

        greenland_hit_move = cls(
            type_=type_,
            victim=victim,
            tribes=tribes,
        )

        return greenland_hit_move
