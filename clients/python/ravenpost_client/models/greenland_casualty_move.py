from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_casualty import GreenlandCasualty
from ..models.greenland_casualty_move_type import GreenlandCasualtyMoveType

T = TypeVar("T", bound="GreenlandCasualtyMove")


@_attrs_define
class GreenlandCasualtyMove:
    """
    Attributes:
        type_ (GreenlandCasualtyMoveType):
        cube (GreenlandCasualty):
    """

    type_: GreenlandCasualtyMoveType
    cube: GreenlandCasualty

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cube = self.cube.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cube": cube,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandCasualtyMoveType(d.pop("type"))

        cube = GreenlandCasualty(d.pop("cube"))

        greenland_casualty_move = cls(
            type_=type_,
            cube=cube,
        )

        return greenland_casualty_move
