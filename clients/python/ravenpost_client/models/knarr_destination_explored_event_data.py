from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_destination_explored_event_data_gains import KnarrDestinationExploredEventDataGains


T = TypeVar("T", bound="KnarrDestinationExploredEventData")


@_attrs_define
class KnarrDestinationExploredEventData:
    """
    Attributes:
        destination (int):
        cards (list[int]):
        recruits (int):
        gains (KnarrDestinationExploredEventDataGains):
    """

    destination: int
    cards: list[int]
    recruits: int
    gains: KnarrDestinationExploredEventDataGains

    def to_dict(self) -> dict[str, Any]:
        destination = self.destination

        cards = self.cards

        recruits = self.recruits

        gains = self.gains.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "destination": destination,
                "cards": cards,
                "recruits": recruits,
                "gains": gains,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_destination_explored_event_data_gains import KnarrDestinationExploredEventDataGains  # noqa: PLC0415

        d = dict(src_dict)
        destination = d.pop("destination")

        cards = cast(list[int], d.pop("cards"))

        recruits = d.pop("recruits")

        gains = KnarrDestinationExploredEventDataGains.from_dict(d.pop("gains"))

        knarr_destination_explored_event_data = cls(
            destination=destination,
            cards=cards,
            recruits=recruits,
            gains=gains,
        )

        return knarr_destination_explored_event_data
