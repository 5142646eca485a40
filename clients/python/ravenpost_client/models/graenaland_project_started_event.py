from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_project_started_event_type import GraenalandProjectStartedEventType

if TYPE_CHECKING:
    from ..models.graenaland_project_started_event_data import GraenalandProjectStartedEventData


T = TypeVar("T", bound="GraenalandProjectStartedEvent")


@_attrs_define
class GraenalandProjectStartedEvent:
    """
    Attributes:
        type_ (GraenalandProjectStartedEventType):
        seat (int):
        data (GraenalandProjectStartedEventData):
    """

    type_: GraenalandProjectStartedEventType
    seat: int
    data: GraenalandProjectStartedEventData

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
        from ..models.graenaland_project_started_event_data import GraenalandProjectStartedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProjectStartedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProjectStartedEventData.from_dict(d.pop("data"))

        graenaland_project_started_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_project_started_event
