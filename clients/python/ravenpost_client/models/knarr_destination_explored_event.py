from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_destination_explored_event_type import KnarrDestinationExploredEventType

if TYPE_CHECKING:
    from ..models.knarr_destination_explored_event_data import KnarrDestinationExploredEventData


T = TypeVar("T", bound="KnarrDestinationExploredEvent")


@_attrs_define
class KnarrDestinationExploredEvent:
    """
    Attributes:
        type_ (KnarrDestinationExploredEventType):
        seat (int):
        data (KnarrDestinationExploredEventData):
    """

    type_: KnarrDestinationExploredEventType
    seat: int
    data: KnarrDestinationExploredEventData

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
        from ..models.knarr_destination_explored_event_data import KnarrDestinationExploredEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrDestinationExploredEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrDestinationExploredEventData.from_dict(d.pop("data"))

        knarr_destination_explored_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_destination_explored_event
