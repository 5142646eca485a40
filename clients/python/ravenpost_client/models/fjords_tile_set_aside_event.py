from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_tile_set_aside_event_type import FjordsTileSetAsideEventType

if TYPE_CHECKING:
    from ..models.fjords_tile_set_aside_event_data import FjordsTileSetAsideEventData


T = TypeVar("T", bound="FjordsTileSetAsideEvent")


@_attrs_define
class FjordsTileSetAsideEvent:
    """
    Attributes:
        type_ (FjordsTileSetAsideEventType):
        seat (int):
        data (FjordsTileSetAsideEventData):
    """

    type_: FjordsTileSetAsideEventType
    seat: int
    data: FjordsTileSetAsideEventData

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
        from ..models.fjords_tile_set_aside_event_data import FjordsTileSetAsideEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsTileSetAsideEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsTileSetAsideEventData.from_dict(d.pop("data"))

        fjords_tile_set_aside_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_tile_set_aside_event
