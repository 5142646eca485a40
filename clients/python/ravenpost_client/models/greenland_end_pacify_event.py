from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_pacify_event_type import GreenlandEndPacifyEventType

if TYPE_CHECKING:
    from ..models.greenland_end_pacify_event_data import GreenlandEndPacifyEventData


T = TypeVar("T", bound="GreenlandEndPacifyEvent")


@_attrs_define
class GreenlandEndPacifyEvent:
    """
    Attributes:
        type_ (GreenlandEndPacifyEventType):
        seat (int):
        data (GreenlandEndPacifyEventData):
    """

    type_: GreenlandEndPacifyEventType
    seat: int
    data: GreenlandEndPacifyEventData

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
        from ..models.greenland_end_pacify_event_data import GreenlandEndPacifyEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandEndPacifyEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandEndPacifyEventData.from_dict(d.pop("data"))

        greenland_end_pacify_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_end_pacify_event
