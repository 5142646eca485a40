from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_move_declined_event_type import GraenalandHeroMoveDeclinedEventType

if TYPE_CHECKING:
    from ..models.graenaland_hero_move_declined_event_data import GraenalandHeroMoveDeclinedEventData


T = TypeVar("T", bound="GraenalandHeroMoveDeclinedEvent")


@_attrs_define
class GraenalandHeroMoveDeclinedEvent:
    """
    Attributes:
        type_ (GraenalandHeroMoveDeclinedEventType):
        seat (int):
        data (GraenalandHeroMoveDeclinedEventData):
    """

    type_: GraenalandHeroMoveDeclinedEventType
    seat: int
    data: GraenalandHeroMoveDeclinedEventData

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
        from ..models.graenaland_hero_move_declined_event_data import GraenalandHeroMoveDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroMoveDeclinedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandHeroMoveDeclinedEventData.from_dict(d.pop("data"))

        graenaland_hero_move_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_hero_move_declined_event
