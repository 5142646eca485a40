from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_pacify_event_type import GreenlandPacifyEventType

if TYPE_CHECKING:
    from ..models.greenland_pacify_event_data import GreenlandPacifyEventData


T = TypeVar("T", bound="GreenlandPacifyEvent")


@_attrs_define
class GreenlandPacifyEvent:
    """
    Attributes:
        type_ (GreenlandPacifyEventType):
        seat (int):
        data (GreenlandPacifyEventData):
    """

    type_: GreenlandPacifyEventType
    seat: int
    data: GreenlandPacifyEventData

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
        from ..models.greenland_pacify_event_data import GreenlandPacifyEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandPacifyEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandPacifyEventData.from_dict(d.pop("data"))

        greenland_pacify_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_pacify_event
