from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsRoundScoredEventData")


@_attrs_define
class FjordsRoundScoredEventData:
    """
    Attributes:
        round_ (int):
        fields (list[int]):
        winner (int | None):
    """

    round_: int
    fields: list[int]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        fields = self.fields

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "fields": fields,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        fields = cast(list[int], d.pop("fields"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        fjords_round_scored_event_data = cls(
            round_=round_,
            fields=fields,
            winner=winner,
        )

        return fjords_round_scored_event_data
