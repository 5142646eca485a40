from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_nego_done_event_type import GreenlandNegoDoneEventType

if TYPE_CHECKING:
    from ..models.greenland_nego_done_event_data import GreenlandNegoDoneEventData


T = TypeVar("T", bound="GreenlandNegoDoneEvent")


@_attrs_define
class GreenlandNegoDoneEvent:
    """
    Attributes:
        type_ (GreenlandNegoDoneEventType):
        seat (int):
        data (GreenlandNegoDoneEventData):
    """

    type_: GreenlandNegoDoneEventType
    seat: int
    data: GreenlandNegoDoneEventData

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
        from ..models.greenland_nego_done_event_data import GreenlandNegoDoneEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandNegoDoneEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandNegoDoneEventData.from_dict(d.pop("data"))

        greenland_nego_done_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_nego_done_event
