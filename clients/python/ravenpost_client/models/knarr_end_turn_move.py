from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_end_turn_move_type import KnarrEndTurnMoveType

T = TypeVar("T", bound="KnarrEndTurnMove")


@_attrs_define
class KnarrEndTurnMove:
    """
    Attributes:
        type_ (KnarrEndTurnMoveType):
    """

    type_: KnarrEndTurnMoveType

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
        type_ = KnarrEndTurnMoveType(d.pop("type"))

        knarr_end_turn_move = cls(
            type_=type_,
        )

        return knarr_end_turn_move
