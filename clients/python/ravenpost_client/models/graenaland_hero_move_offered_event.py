from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_move_offered_event_type import GraenalandHeroMoveOfferedEventType

if TYPE_CHECKING:
    from ..models.graenaland_hero_move_offered_event_data import GraenalandHeroMoveOfferedEventData


T = TypeVar("T", bound="GraenalandHeroMoveOfferedEvent")


@_attrs_define
class GraenalandHeroMoveOfferedEvent:
    """
    Attributes:
        type_ (GraenalandHeroMoveOfferedEventType):
        seat (int):
        data (GraenalandHeroMoveOfferedEventData):
    """

    type_: GraenalandHeroMoveOfferedEventType
    seat: int
    data: GraenalandHeroMoveOfferedEventData

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
        from ..models.graenaland_hero_move_offered_event_data import GraenalandHeroMoveOfferedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroMoveOfferedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandHeroMoveOfferedEventData.from_dict(d.pop("data"))

        graenaland_hero_move_offered_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_hero_move_offered_event
