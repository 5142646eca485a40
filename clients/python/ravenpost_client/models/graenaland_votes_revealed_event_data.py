from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_votes_revealed_event_data_votes import GraenalandVotesRevealedEventDataVotes


T = TypeVar("T", bound="GraenalandVotesRevealedEventData")


@_attrs_define
class GraenalandVotesRevealedEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
        assign (list[int]):
        votes (GraenalandVotesRevealedEventDataVotes):
        yes (int):
        total (int):
        adopted (bool):
    """

    territory: GraenalandTerritory
    assign: list[int]
    votes: GraenalandVotesRevealedEventDataVotes
    yes: int
    total: int
    adopted: bool

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        assign = self.assign

        votes = self.votes.to_dict()

        yes = self.yes

        total = self.total

        adopted = self.adopted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
                "assign": assign,
                "votes": votes,
                "yes": yes,
                "total": total,
                "adopted": adopted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_votes_revealed_event_data_votes import GraenalandVotesRevealedEventDataVotes  # noqa: PLC0415

        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        assign = cast(list[int], d.pop("assign"))

        votes = GraenalandVotesRevealedEventDataVotes.from_dict(d.pop("votes"))

        yes = d.pop("yes")

        total = d.pop("total")

        adopted = d.pop("adopted")

        graenaland_votes_revealed_event_data = cls(
            territory=territory,
            assign=assign,
            votes=votes,
            yes=yes,
            total=total,
            adopted=adopted,
        )

        return graenaland_votes_revealed_event_data
