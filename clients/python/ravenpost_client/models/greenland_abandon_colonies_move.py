from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_abandon_colonies_move_type import GreenlandAbandonColoniesMoveType

T = TypeVar("T", bound="GreenlandAbandonColoniesMove")


@_attrs_define
class GreenlandAbandonColoniesMove:
    """
    Attributes:
        type_ (GreenlandAbandonColoniesMoveType):
    """

    type_: GreenlandAbandonColoniesMoveType

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
        type_ = GreenlandAbandonColoniesMoveType(d.pop("type"))

        greenland_abandon_colonies_move = cls(
            type_=type_,
        )

        return greenland_abandon_colonies_move
