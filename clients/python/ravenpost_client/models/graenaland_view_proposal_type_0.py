from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_proposal_stage import GraenalandProposalStage
from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_view_proposal_type_0_weights import GraenalandViewProposalType0Weights


T = TypeVar("T", bound="GraenalandViewProposalType0")


@_attrs_define
class GraenalandViewProposalType0:
    """
    Attributes:
        proposer (int):
        territory (GraenalandTerritory):
        assign (list[int]):
        stage (GraenalandProposalStage):
        voters (list[int]):
        weights (GraenalandViewProposalType0Weights):
    """

    proposer: int
    territory: GraenalandTerritory
    assign: list[int]
    stage: GraenalandProposalStage
    voters: list[int]
    weights: GraenalandViewProposalType0Weights

    def to_dict(self) -> dict[str, Any]:
        proposer = self.proposer

        territory = self.territory.value

        assign = self.assign

        stage = self.stage.value

        voters = self.voters

        weights = self.weights.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "proposer": proposer,
                "territory": territory,
                "assign": assign,
                "stage": stage,
                "voters": voters,
                "weights": weights,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_proposal_type_0_weights import GraenalandViewProposalType0Weights  # noqa: PLC0415

        d = dict(src_dict)
        proposer = d.pop("proposer")

        territory = GraenalandTerritory(d.pop("territory"))

        assign = cast(list[int], d.pop("assign"))

        stage = GraenalandProposalStage(d.pop("stage"))

        voters = cast(list[int], d.pop("voters"))

        weights = GraenalandViewProposalType0Weights.from_dict(d.pop("weights"))

        graenaland_view_proposal_type_0 = cls(
            proposer=proposer,
            territory=territory,
            assign=assign,
            stage=stage,
            voters=voters,
            weights=weights,
        )

        return graenaland_view_proposal_type_0
