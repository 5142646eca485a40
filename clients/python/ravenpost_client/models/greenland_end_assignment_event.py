from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_assignment_event_type import GreenlandEndAssignmentEventType

if TYPE_CHECKING:
    from ..models.greenland_end_assignment_event_data import GreenlandEndAssignmentEventData


T = TypeVar("T", bound="GreenlandEndAssignmentEvent")


@_attrs_define
class GreenlandEndAssignmentEvent:
    """
    Attributes:
        type_ (GreenlandEndAssignmentEventType):
        seat (int):
        data (GreenlandEndAssignmentEventData):
    """

    type_: GreenlandEndAssignmentEventType
    seat: int
    data: GreenlandEndAssignmentEventData

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
        from ..models.greenland_end_assignment_event_data import GreenlandEndAssignmentEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandEndAssignmentEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandEndAssignmentEventData.from_dict(d.pop("data"))

        greenland_end_assignment_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_end_assignment_event
