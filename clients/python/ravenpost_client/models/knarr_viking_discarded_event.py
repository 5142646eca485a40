from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_viking_discarded_event_type import KnarrVikingDiscardedEventType

if TYPE_CHECKING:
    from ..models.knarr_viking_discarded_event_data import KnarrVikingDiscardedEventData


T = TypeVar("T", bound="KnarrVikingDiscardedEvent")


@_attrs_define
class KnarrVikingDiscardedEvent:
    """
    Attributes:
        type_ (KnarrVikingDiscardedEventType):
        seat (int):
        data (KnarrVikingDiscardedEventData):
    """

    type_: KnarrVikingDiscardedEventType
    seat: int
    data: KnarrVikingDiscardedEventData

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
        from ..models.knarr_viking_discarded_event_data import KnarrVikingDiscardedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrVikingDiscardedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrVikingDiscardedEventData.from_dict(d.pop("data"))

        knarr_viking_discarded_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_viking_discarded_event
