from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_propose_joint_move_type import GraenalandProposeJointMoveType
from ..models.graenaland_propose_joint_move_work import GraenalandProposeJointMoveWork

T = TypeVar("T", bound="GraenalandProposeJointMove")


@_attrs_define
class GraenalandProposeJointMove:
    """
    Attributes:
        type_ (GraenalandProposeJointMoveType):
        work (GraenalandProposeJointMoveWork):
        territory (str):
    """

    type_: GraenalandProposeJointMoveType
    work: GraenalandProposeJointMoveWork
    territory: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        work = self.work.value

        territory = self.territory

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "work": work,
                "territory": territory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandProposeJointMoveType(d.pop("type"))

        work = GraenalandProposeJointMoveWork(d.pop("work"))

        territory = d.pop("territory")

        graenaland_propose_joint_move = cls(
            type_=type_,
            work=work,
            territory=territory,
        )

        return graenaland_propose_joint_move
