from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_recall_elder_move_type import GreenlandRecallElderMoveType

T = TypeVar("T", bound="GreenlandRecallElderMove")


@_attrs_define
class GreenlandRecallElderMove:
    """
    Attributes:
        type_ (GreenlandRecallElderMoveType):
        rank (int):
        alpha (bool):
    """

    type_: GreenlandRecallElderMoveType
    rank: int
    alpha: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rank = self.rank

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "rank": rank,
                "alpha": alpha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandRecallElderMoveType(d.pop("type"))

        rank = d.pop("rank")

        alpha = d.pop("alpha")

        greenland_recall_elder_move = cls(
            type_=type_,
            rank=rank,
            alpha=alpha,
        )

        return greenland_recall_elder_move
