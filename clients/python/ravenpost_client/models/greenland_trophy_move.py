from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_trophy_move_type import GreenlandTrophyMoveType

T = TypeVar("T", bound="GreenlandTrophyMove")


@_attrs_define
class GreenlandTrophyMove:
    """
    Attributes:
        type_ (GreenlandTrophyMoveType):
        claim (bool):
    """

    type_: GreenlandTrophyMoveType
    claim: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        claim = self.claim

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "claim": claim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandTrophyMoveType(d.pop("type"))

        claim = d.pop("claim")

        greenland_trophy_move = cls(
            type_=type_,
            claim=claim,
        )

        return greenland_trophy_move
