from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_turn_ended_event_type import KnarrTurnEndedEventType

if TYPE_CHECKING:
    from ..models.knarr_turn_ended_event_data import KnarrTurnEndedEventData


T = TypeVar("T", bound="KnarrTurnEndedEvent")


@_attrs_define
class KnarrTurnEndedEvent:
    """
    Attributes:
        type_ (KnarrTurnEndedEventType):
        seat (int):
        data (KnarrTurnEndedEventData):
    """

    type_: KnarrTurnEndedEventType
    seat: int
    data: KnarrTurnEndedEventData

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
        from ..models.knarr_turn_ended_event_data import KnarrTurnEndedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrTurnEndedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrTurnEndedEventData.from_dict(d.pop("data"))

        knarr_turn_ended_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_turn_ended_event
