from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_waiting_event_type import GraenalandHeroWaitingEventType

if TYPE_CHECKING:
    from ..models.graenaland_hero_waiting_event_data import GraenalandHeroWaitingEventData


T = TypeVar("T", bound="GraenalandHeroWaitingEvent")


@_attrs_define
class GraenalandHeroWaitingEvent:
    """
    Attributes:
        type_ (GraenalandHeroWaitingEventType):
        seat (int):
        data (GraenalandHeroWaitingEventData):
    """

    type_: GraenalandHeroWaitingEventType
    seat: int
    data: GraenalandHeroWaitingEventData

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
        from ..models.graenaland_hero_waiting_event_data import GraenalandHeroWaitingEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroWaitingEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandHeroWaitingEventData.from_dict(d.pop("data"))

        graenaland_hero_waiting_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_hero_waiting_event
