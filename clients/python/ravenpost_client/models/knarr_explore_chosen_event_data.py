from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_explore_chosen_event_data_source import KnarrExploreChosenEventDataSource

T = TypeVar("T", bound="KnarrExploreChosenEventData")


@_attrs_define
class KnarrExploreChosenEventData:
    """
    Attributes:
        destination (int):
        source (KnarrExploreChosenEventDataSource):
    """

    destination: int
    source: KnarrExploreChosenEventDataSource

    def to_dict(self) -> dict[str, Any]:
        destination = self.destination

        source = self.source.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "destination": destination,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        destination = d.pop("destination")

        source = KnarrExploreChosenEventDataSource(d.pop("source"))

        knarr_explore_chosen_event_data = cls(
            destination=destination,
            source=source,
        )

        return knarr_explore_chosen_event_data
