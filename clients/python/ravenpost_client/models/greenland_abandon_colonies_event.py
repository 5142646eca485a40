from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_abandon_colonies_event_type import GreenlandAbandonColoniesEventType

if TYPE_CHECKING:
    from ..models.greenland_abandon_colonies_event_data import GreenlandAbandonColoniesEventData


T = TypeVar("T", bound="GreenlandAbandonColoniesEvent")


@_attrs_define
class GreenlandAbandonColoniesEvent:
    """
    Attributes:
        type_ (GreenlandAbandonColoniesEventType):
        seat (int):
        data (GreenlandAbandonColoniesEventData):
    """

    type_: GreenlandAbandonColoniesEventType
    seat: int
    data: GreenlandAbandonColoniesEventData

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
        from ..models.greenland_abandon_colonies_event_data import GreenlandAbandonColoniesEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandAbandonColoniesEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandAbandonColoniesEventData.from_dict(d.pop("data"))

        greenland_abandon_colonies_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_abandon_colonies_event
