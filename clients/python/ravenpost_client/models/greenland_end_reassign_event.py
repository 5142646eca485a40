from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_reassign_event_type import GreenlandEndReassignEventType

if TYPE_CHECKING:
    from ..models.greenland_end_reassign_event_data import GreenlandEndReassignEventData


T = TypeVar("T", bound="GreenlandEndReassignEvent")


@_attrs_define
class GreenlandEndReassignEvent:
    """
    Attributes:
        type_ (GreenlandEndReassignEventType):
        seat (int):
        data (GreenlandEndReassignEventData):
    """

    type_: GreenlandEndReassignEventType
    seat: int
    data: GreenlandEndReassignEventData

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
        from ..models.greenland_end_reassign_event_data import GreenlandEndReassignEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandEndReassignEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandEndReassignEventData.from_dict(d.pop("data"))

        greenland_end_reassign_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_end_reassign_event
