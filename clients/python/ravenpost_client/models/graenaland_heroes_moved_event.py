from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_heroes_moved_event_type import GraenalandHeroesMovedEventType

if TYPE_CHECKING:
    from ..models.graenaland_heroes_moved_event_data import GraenalandHeroesMovedEventData


T = TypeVar("T", bound="GraenalandHeroesMovedEvent")


@_attrs_define
class GraenalandHeroesMovedEvent:
    """
    Attributes:
        type_ (GraenalandHeroesMovedEventType):
        seat (int | None):
        data (GraenalandHeroesMovedEventData):
    """

    type_: GraenalandHeroesMovedEventType
    seat: int | None
    data: GraenalandHeroesMovedEventData

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
        from ..models.graenaland_heroes_moved_event_data import GraenalandHeroesMovedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroesMovedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandHeroesMovedEventData.from_dict(d.pop("data"))

        graenaland_heroes_moved_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_heroes_moved_event
