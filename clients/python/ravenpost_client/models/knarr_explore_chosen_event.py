from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_explore_chosen_event_type import KnarrExploreChosenEventType

if TYPE_CHECKING:
    from ..models.knarr_explore_chosen_event_data import KnarrExploreChosenEventData


T = TypeVar("T", bound="KnarrExploreChosenEvent")


@_attrs_define
class KnarrExploreChosenEvent:
    """
    Attributes:
        type_ (KnarrExploreChosenEventType):
        seat (int):
        data (KnarrExploreChosenEventData):
    """

    type_: KnarrExploreChosenEventType
    seat: int
    data: KnarrExploreChosenEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_explore_chosen_event_data import KnarrExploreChosenEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrExploreChosenEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrExploreChosenEventData.from_dict(d.pop("data"))

        knarr_explore_chosen_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_explore_chosen_event
