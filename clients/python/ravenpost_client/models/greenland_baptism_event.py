from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_baptism_event_type import GreenlandBaptismEventType

if TYPE_CHECKING:
    from ..models.greenland_baptism_event_data import GreenlandBaptismEventData


T = TypeVar("T", bound="GreenlandBaptismEvent")


@_attrs_define
class GreenlandBaptismEvent:
    """
    Attributes:
        type_ (GreenlandBaptismEventType):
        seat (int):
        data (GreenlandBaptismEventData):
    """

    type_: GreenlandBaptismEventType
    seat: int
    data: GreenlandBaptismEventData

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
        from ..models.greenland_baptism_event_data import GreenlandBaptismEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandBaptismEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandBaptismEventData.from_dict(d.pop("data"))

        greenland_baptism_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_baptism_event
