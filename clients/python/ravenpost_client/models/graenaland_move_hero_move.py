from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_move_hero_move_type import GraenalandMoveHeroMoveType

T = TypeVar("T", bound="GraenalandMoveHeroMove")


@_attrs_define
class GraenalandMoveHeroMove:
    """
    Attributes:
        type_ (GraenalandMoveHeroMoveType):
        accept (bool):
    """

    type_: GraenalandMoveHeroMoveType
    accept: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "accept": accept,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandMoveHeroMoveType(d.pop("type"))

        accept = d.pop("accept")

        graenaland_move_hero_move = cls(
            type_=type_,
            accept=accept,
        )

        return graenaland_move_hero_move
