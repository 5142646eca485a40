from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vote_move_type import GraenalandVoteMoveType

T = TypeVar("T", bound="GraenalandVoteMove")


@_attrs_define
class GraenalandVoteMove:
    """
    Attributes:
        type_ (GraenalandVoteMoveType):
        accept (bool):
    """

    type_: GraenalandVoteMoveType
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
        type_ = GraenalandVoteMoveType(d.pop("type"))

        accept = d.pop("accept")

        graenaland_vote_move = cls(
            type_=type_,
            accept=accept,
        )

        return graenaland_vote_move
