from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_cancel_project_move_type import GraenalandCancelProjectMoveType

T = TypeVar("T", bound="GraenalandCancelProjectMove")


@_attrs_define
class GraenalandCancelProjectMove:
    """
    Attributes:
        type_ (GraenalandCancelProjectMoveType):
    """

    type_: GraenalandCancelProjectMoveType

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
        type_ = GraenalandCancelProjectMoveType(d.pop("type"))

        graenaland_cancel_project_move = cls(
            type_=type_,
        )

        return graenaland_cancel_project_move
