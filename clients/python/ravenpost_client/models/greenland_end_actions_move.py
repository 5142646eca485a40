from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_actions_move_type import GreenlandEndActionsMoveType

T = TypeVar("T", bound="GreenlandEndActionsMove")


@_attrs_define
class GreenlandEndActionsMove:
    """
    Attributes:
        type_ (GreenlandEndActionsMoveType):
    """

    type_: GreenlandEndActionsMoveType

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
        type_ = GreenlandEndActionsMoveType(d.pop("type"))

        greenland_end_actions_move = cls(
            type_=type_,
        )

        return greenland_end_actions_move
