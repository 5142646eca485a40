from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_propose_joint_move_type import GraenalandProposeJointMoveType
from ..models.graenaland_public_work import GraenalandPublicWork
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandProposeJointMove")


@_attrs_define
class GraenalandProposeJointMove:
    """
    Attributes:
        type_ (GraenalandProposeJointMoveType):
        work (GraenalandPublicWork):
        territory (GraenalandTerritory):
    """

    type_: GraenalandProposeJointMoveType
    work: GraenalandPublicWork
    territory: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        work = self.work.value

        territory = self.territory.value

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

        work = GraenalandPublicWork(d.pop("work"))

        territory = GraenalandTerritory(d.pop("territory"))

        graenaland_propose_joint_move = cls(
            type_=type_,
            work=work,
            territory=territory,
        )

        return graenaland_propose_joint_move
