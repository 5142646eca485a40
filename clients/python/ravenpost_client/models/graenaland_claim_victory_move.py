from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_claim_victory_move_type import GraenalandClaimVictoryMoveType

T = TypeVar("T", bound="GraenalandClaimVictoryMove")


@_attrs_define
class GraenalandClaimVictoryMove:
    """
    Attributes:
        type_ (GraenalandClaimVictoryMoveType):
        vp (int):
    """

    type_: GraenalandClaimVictoryMoveType
    vp: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandClaimVictoryMoveType(d.pop("type"))

        vp = d.pop("vp")

        graenaland_claim_victory_move = cls(
            type_=type_,
            vp=vp,
        )

        return graenaland_claim_victory_move
