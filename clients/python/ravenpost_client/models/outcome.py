from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome_scores import OutcomeScores
    from ..models.rank import Rank


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """
    Attributes:
        scores (OutcomeScores): Score by seat (keys are seat numbers).
        ranking (list[Rank]): Seats best first; equal seats share a rank.
        winners (list[int]):
    """

    scores: OutcomeScores
    ranking: list[Rank]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores.to_dict()

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "ranking": ranking,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_scores import OutcomeScores  # noqa: PLC0415
        from ..models.rank import Rank  # noqa: PLC0415

        d = dict(src_dict)
        scores = OutcomeScores.from_dict(d.pop("scores"))

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = Rank.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        winners = cast(list[int], d.pop("winners"))

        outcome = cls(
            scores=scores,
            ranking=ranking,
            winners=winners,
        )

        outcome.additional_properties = d
        return outcome

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
