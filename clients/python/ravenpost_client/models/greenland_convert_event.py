from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_convert_event_type import GreenlandConvertEventType

if TYPE_CHECKING:
    from ..models.greenland_convert_event_data import GreenlandConvertEventData


T = TypeVar("T", bound="GreenlandConvertEvent")


@_attrs_define
class GreenlandConvertEvent:
    """
    Attributes:
        type_ (GreenlandConvertEventType):
        seat (int):
        data (GreenlandConvertEventData):
    """

    type_: GreenlandConvertEventType
    seat: int
    data: GreenlandConvertEventData

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
        from ..models.greenland_convert_event_data import GreenlandConvertEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandConvertEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandConvertEventData.from_dict(d.pop("data"))

        greenland_convert_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_convert_event
