from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_witch_hunt_event_type import GreenlandWitchHuntEventType

if TYPE_CHECKING:
    from ..models.greenland_witch_hunt_event_data import GreenlandWitchHuntEventData


T = TypeVar("T", bound="GreenlandWitchHuntEvent")


@_attrs_define
class GreenlandWitchHuntEvent:
    """
    Attributes:
        type_ (GreenlandWitchHuntEventType):
        seat (int):
        data (GreenlandWitchHuntEventData):
    """

    type_: GreenlandWitchHuntEventType
    seat: int
    data: GreenlandWitchHuntEventData

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
        from ..models.greenland_witch_hunt_event_data import GreenlandWitchHuntEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandWitchHuntEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandWitchHuntEventData.from_dict(d.pop("data"))

        greenland_witch_hunt_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_witch_hunt_event
