from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandForageEventData")


@_attrs_define
class GreenlandForageEventData:
    """
    Attributes:
        card (str):
        with_ (str):
        board (int):
        rank (int):
    """

    card: str
    with_: str
    board: int
    rank: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        with_ = self.with_

        board = self.board

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "with": with_,
                "board": board,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        with_ = d.pop("with")

        board = d.pop("board")

        rank = d.pop("rank")

        greenland_forage_event_data = cls(
            card=card,
            with_=with_,
            board=board,
            rank=rank,
        )

        return greenland_forage_event_data
