from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_planned_event_type import GraenalandHeroPlannedEventType

if TYPE_CHECKING:
    from ..models.graenaland_hero_planned_event_data import GraenalandHeroPlannedEventData


T = TypeVar("T", bound="GraenalandHeroPlannedEvent")


@_attrs_define
class GraenalandHeroPlannedEvent:
    """
    Attributes:
        type_ (GraenalandHeroPlannedEventType):
        seat (int):
        data (GraenalandHeroPlannedEventData):
    """

    type_: GraenalandHeroPlannedEventType
    seat: int
    data: GraenalandHeroPlannedEventData

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
        from ..models.graenaland_hero_planned_event_data import GraenalandHeroPlannedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroPlannedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandHeroPlannedEventData.from_dict(d.pop("data"))

        graenaland_hero_planned_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_hero_planned_event
