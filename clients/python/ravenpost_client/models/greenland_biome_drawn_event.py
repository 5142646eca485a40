from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_biome_drawn_event_type import GreenlandBiomeDrawnEventType

if TYPE_CHECKING:
    from ..models.greenland_biome_drawn_event_data import GreenlandBiomeDrawnEventData


T = TypeVar("T", bound="GreenlandBiomeDrawnEvent")


@_attrs_define
class GreenlandBiomeDrawnEvent:
    """
    Attributes:
        type_ (GreenlandBiomeDrawnEventType):
        seat (int | None):
        data (GreenlandBiomeDrawnEventData):
    """

    type_: GreenlandBiomeDrawnEventType
    seat: int | None
    data: GreenlandBiomeDrawnEventData

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
        from ..models.greenland_biome_drawn_event_data import GreenlandBiomeDrawnEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandBiomeDrawnEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GreenlandBiomeDrawnEventData.from_dict(d.pop("data"))

        greenland_biome_drawn_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_biome_drawn_event
