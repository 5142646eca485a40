from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_heroes_planning_event_type import GraenalandHeroesPlanningEventType

if TYPE_CHECKING:
    from ..models.graenaland_heroes_planning_event_data import GraenalandHeroesPlanningEventData


T = TypeVar("T", bound="GraenalandHeroesPlanningEvent")


@_attrs_define
class GraenalandHeroesPlanningEvent:
    """
    Attributes:
        type_ (GraenalandHeroesPlanningEventType):
        seat (int | None):
        data (GraenalandHeroesPlanningEventData):
    """

    type_: GraenalandHeroesPlanningEventType
    seat: int | None
    data: GraenalandHeroesPlanningEventData

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
        from ..models.graenaland_heroes_planning_event_data import GraenalandHeroesPlanningEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroesPlanningEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandHeroesPlanningEventData.from_dict(d.pop("data"))

        graenaland_heroes_planning_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_heroes_planning_event
