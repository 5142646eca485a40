from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_tribe import GreenlandTribe
from ..models.greenland_war_council_move_type import GreenlandWarCouncilMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandWarCouncilMove")


@_attrs_define
class GreenlandWarCouncilMove:
    """
    Attributes:
        type_ (GreenlandWarCouncilMoveType):
        first (int):
        tribes (list[GreenlandTribe] | Unset):
    """

    type_: GreenlandWarCouncilMoveType
    first: int
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        first = self.first

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
                "first": first,
            }
        )
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandWarCouncilMoveType(d.pop("type"))

        first = d.pop("first")

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_war_council_move = cls(
            type_=type_,
            first=first,
            tribes=tribes,
        )

        return greenland_war_council_move
