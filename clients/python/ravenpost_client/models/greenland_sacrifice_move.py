from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_sacrifice_move_type import GreenlandSacrificeMoveType
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandSacrificeMove")


@_attrs_define
class GreenlandSacrificeMove:
    """
    Attributes:
        type_ (GreenlandSacrificeMoveType):
        board (int):
        tribes (list[GreenlandTribe] | Unset):
    """

    type_: GreenlandSacrificeMoveType
    board: int
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        board = self.board

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "board": board,
            }
        )
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandSacrificeMoveType(d.pop("type"))

        board = d.pop("board")

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_sacrifice_move = cls(
            type_=type_,
            board=board,
            tribes=tribes,
        )

        return greenland_sacrifice_move
