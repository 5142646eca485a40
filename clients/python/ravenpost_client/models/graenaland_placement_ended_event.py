from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_placement_ended_event_type import GraenalandPlacementEndedEventType

if TYPE_CHECKING:
    from ..models.graenaland_placement_ended_event_data import GraenalandPlacementEndedEventData


T = TypeVar("T", bound="GraenalandPlacementEndedEvent")


@_attrs_define
class GraenalandPlacementEndedEvent:
    """
    Attributes:
        type_ (GraenalandPlacementEndedEventType):
        seat (int | None):
        data (GraenalandPlacementEndedEventData):
    """

    type_: GraenalandPlacementEndedEventType
    seat: int | None
    data: GraenalandPlacementEndedEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat: int | None
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
        from ..models.graenaland_placement_ended_event_data import GraenalandPlacementEndedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandPlacementEndedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandPlacementEndedEventData.from_dict(d.pop("data"))

        graenaland_placement_ended_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_placement_ended_event
