from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_turn_ended_event_type import GraenalandTurnEndedEventType

if TYPE_CHECKING:
    from ..models.graenaland_turn_ended_event_data import GraenalandTurnEndedEventData


T = TypeVar("T", bound="GraenalandTurnEndedEvent")


@_attrs_define
class GraenalandTurnEndedEvent:
    """
    Attributes:
        type_ (GraenalandTurnEndedEventType):
        seat (int):
        data (GraenalandTurnEndedEventData):
    """

    type_: GraenalandTurnEndedEventType
    seat: int
    data: GraenalandTurnEndedEventData

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
        from ..models.graenaland_turn_ended_event_data import GraenalandTurnEndedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandTurnEndedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandTurnEndedEventData.from_dict(d.pop("data"))

        graenaland_turn_ended_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_turn_ended_event
