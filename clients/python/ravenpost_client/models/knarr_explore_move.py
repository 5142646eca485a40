from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_explore_move_type import KnarrExploreMoveType

T = TypeVar("T", bound="KnarrExploreMove")


@_attrs_define
class KnarrExploreMove:
    """
    Attributes:
        type_ (KnarrExploreMoveType):
        destination (int):
    """

    type_: KnarrExploreMoveType
    destination: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        destination = self.destination

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "destination": destination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrExploreMoveType(d.pop("type"))

        destination = d.pop("destination")

        knarr_explore_move = cls(
            type_=type_,
            destination=destination,
        )

        return knarr_explore_move
