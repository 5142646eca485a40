from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_proposal_made_event_data_weights import GraenalandProposalMadeEventDataWeights


T = TypeVar("T", bound="GraenalandProposalMadeEventData")


@_attrs_define
class GraenalandProposalMadeEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
        assign (list[int]):
        weights (GraenalandProposalMadeEventDataWeights):
    """

    territory: GraenalandTerritory
    assign: list[int]
    weights: GraenalandProposalMadeEventDataWeights

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        assign = self.assign

        weights = self.weights.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
                "assign": assign,
                "weights": weights,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_proposal_made_event_data_weights import GraenalandProposalMadeEventDataWeights  # noqa: PLC0415

        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        assign = cast(list[int], d.pop("assign"))

        weights = GraenalandProposalMadeEventDataWeights.from_dict(d.pop("weights"))

        graenaland_proposal_made_event_data = cls(
            territory=territory,
            assign=assign,
            weights=weights,
        )

        return graenaland_proposal_made_event_data
