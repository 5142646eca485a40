from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_abandon_joint_move_type import GraenalandAbandonJointMoveType

T = TypeVar("T", bound="GraenalandAbandonJointMove")


@_attrs_define
class GraenalandAbandonJointMove:
    """
    Attributes:
        type_ (GraenalandAbandonJointMoveType):
    """

    type_: GraenalandAbandonJointMoveType

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
        type_ = GraenalandAbandonJointMoveType(d.pop("type"))

        graenaland_abandon_joint_move = cls(
            type_=type_,
        )

        return graenaland_abandon_joint_move
