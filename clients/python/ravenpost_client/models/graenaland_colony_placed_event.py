from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_colony_placed_event_type import GraenalandColonyPlacedEventType

if TYPE_CHECKING:
    from ..models.graenaland_colony_placed_event_data import GraenalandColonyPlacedEventData


T = TypeVar("T", bound="GraenalandColonyPlacedEvent")


@_attrs_define
class GraenalandColonyPlacedEvent:
    """
    Attributes:
        type_ (GraenalandColonyPlacedEventType):
        seat (int):
        data (GraenalandColonyPlacedEventData):
    """

    type_: GraenalandColonyPlacedEventType
    seat: int
    data: GraenalandColonyPlacedEventData

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
        from ..models.graenaland_colony_placed_event_data import GraenalandColonyPlacedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandColonyPlacedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandColonyPlacedEventData.from_dict(d.pop("data"))

        graenaland_colony_placed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_colony_placed_event
