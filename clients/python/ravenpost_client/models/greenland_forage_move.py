from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_forage_move_type import GreenlandForageMoveType
from ..models.greenland_forage_payment import GreenlandForagePayment
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandForageMove")


@_attrs_define
class GreenlandForageMove:
    """
    Attributes:
        type_ (GreenlandForageMoveType):
        card (GreenlandCard):
        with_ (GreenlandForagePayment):
        board (int | Unset):
        rank (int | Unset):
    """

    type_: GreenlandForageMoveType
    card: GreenlandCard
    with_: GreenlandForagePayment
    board: int | Unset = UNSET
    rank: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        with_ = self.with_.value

        board = self.board

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "with": with_,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandForageMoveType(d.pop("type"))

        card = GreenlandCard(d.pop("card"))

        with_ = GreenlandForagePayment(d.pop("with"))

        board = d.pop("board", UNSET)

        rank = d.pop("rank", UNSET)

        greenland_forage_move = cls(
            type_=type_,
            card=card,
            with_=with_,
            board=board,
            rank=rank,
        )

        return greenland_forage_move
