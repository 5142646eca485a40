from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_tile_placed_event_type import FjordsTilePlacedEventType

if TYPE_CHECKING:
    from ..models.fjords_tile_placed_event_data import FjordsTilePlacedEventData


T = TypeVar("T", bound="FjordsTilePlacedEvent")


@_attrs_define
class FjordsTilePlacedEvent:
    """
    Attributes:
        type_ (FjordsTilePlacedEventType):
        seat (int):
        data (FjordsTilePlacedEventData):
    """

    type_: FjordsTilePlacedEventType
    seat: int
    data: FjordsTilePlacedEventData

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
        from ..models.fjords_tile_placed_event_data import FjordsTilePlacedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsTilePlacedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsTilePlacedEventData.from_dict(d.pop("data"))

        fjords_tile_placed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_tile_placed_event
