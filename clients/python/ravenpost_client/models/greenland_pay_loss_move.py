from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_loss_payment import GreenlandLossPayment
from ..models.greenland_pay_loss_move_type import GreenlandPayLossMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandPayLossMove")


@_attrs_define
class GreenlandPayLossMove:
    """
    Attributes:
        type_ (GreenlandPayLossMoveType):
        with_ (GreenlandLossPayment):
        board (int | Unset):
        rank (int | Unset):
        card (GreenlandCard | Unset):
    """

    type_: GreenlandPayLossMoveType
    with_: GreenlandLossPayment
    board: int | Unset = UNSET
    rank: int | Unset = UNSET
    card: GreenlandCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        with_ = self.with_.value

        board = self.board

        rank = self.rank

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "with": with_,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if rank is not UNSET:
            field_dict["rank"] = rank
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandPayLossMoveType(d.pop("type"))

        with_ = GreenlandLossPayment(d.pop("with"))

        board = d.pop("board", UNSET)

        rank = d.pop("rank", UNSET)

        _card = d.pop("card", UNSET)
        card: GreenlandCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GreenlandCard(_card)

        greenland_pay_loss_move = cls(
            type_=type_,
            with_=with_,
            board=board,
            rank=rank,
            card=card,
        )

        return greenland_pay_loss_move
