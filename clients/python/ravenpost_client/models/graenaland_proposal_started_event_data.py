from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandProposalStartedEventData")


@_attrs_define
class GraenalandProposalStartedEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
    """

    territory: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        graenaland_proposal_started_event_data = cls(
            territory=territory,
        )

        return graenaland_proposal_started_event_data
