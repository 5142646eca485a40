from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_turn_started_event_type import KnarrTurnStartedEventType

if TYPE_CHECKING:
    from ..models.knarr_turn_started_event_data import KnarrTurnStartedEventData


T = TypeVar("T", bound="KnarrTurnStartedEvent")


@_attrs_define
class KnarrTurnStartedEvent:
    """
    Attributes:
        type_ (KnarrTurnStartedEventType):
        seat (int):
        data (KnarrTurnStartedEventData):
    """

    type_: KnarrTurnStartedEventType
    seat: int
    data: KnarrTurnStartedEventData

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
        from ..models.knarr_turn_started_event_data import KnarrTurnStartedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrTurnStartedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrTurnStartedEventData.from_dict(d.pop("data"))

        knarr_turn_started_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_turn_started_event
