from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_building_finished_event_type import GraenalandBuildingFinishedEventType

if TYPE_CHECKING:
    from ..models.graenaland_building_finished_event_data import GraenalandBuildingFinishedEventData


T = TypeVar("T", bound="GraenalandBuildingFinishedEvent")


@_attrs_define
class GraenalandBuildingFinishedEvent:
    """
    Attributes:
        type_ (GraenalandBuildingFinishedEventType):
        seat (int):
        data (GraenalandBuildingFinishedEventData):
    """

    type_: GraenalandBuildingFinishedEventType
    seat: int
    data: GraenalandBuildingFinishedEventData

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
        from ..models.graenaland_building_finished_event_data import GraenalandBuildingFinishedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandBuildingFinishedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandBuildingFinishedEventData.from_dict(d.pop("data"))

        graenaland_building_finished_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_building_finished_event
