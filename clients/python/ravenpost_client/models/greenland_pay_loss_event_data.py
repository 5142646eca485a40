from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_loss_payment import GreenlandLossPayment
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandPayLossEventData")


@_attrs_define
class GreenlandPayLossEventData:
    """
    Attributes:
        with_ (GreenlandLossPayment):
        board (int | Unset):
        rank (int | Unset):
        tribe (int | Unset):
        tribes (list[GreenlandTribe] | Unset):
        card (GreenlandCard | Unset):
    """

    with_: GreenlandLossPayment
    board: int | Unset = UNSET
    rank: int | Unset = UNSET
    tribe: int | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET
    card: GreenlandCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        with_ = self.with_.value

        board = self.board

        rank = self.rank

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "with": with_,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if rank is not UNSET:
            field_dict["rank"] = rank
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        with_ = GreenlandLossPayment(d.pop("with"))

        board = d.pop("board", UNSET)

        rank = d.pop("rank", UNSET)

        tribe = d.pop("tribe", UNSET)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        _card = d.pop("card", UNSET)
        card: GreenlandCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GreenlandCard(_card)

        greenland_pay_loss_event_data = cls(
            with_=with_,
            board=board,
            rank=rank,
            tribe=tribe,
            tribes=tribes,
            card=card,
        )

        return greenland_pay_loss_event_data
