from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour
from ..models.knarr_discard_board_move_type import KnarrDiscardBoardMoveType

T = TypeVar("T", bound="KnarrDiscardBoardMove")


@_attrs_define
class KnarrDiscardBoardMove:
    """
    Attributes:
        type_ (KnarrDiscardBoardMoveType):
        slot (KnarrColour):
    """

    type_: KnarrDiscardBoardMoveType
    slot: KnarrColour

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        slot = self.slot.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "slot": slot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrDiscardBoardMoveType(d.pop("type"))

        slot = KnarrColour(d.pop("slot"))

        knarr_discard_board_move = cls(
            type_=type_,
            slot=slot,
        )

        return knarr_discard_board_move
