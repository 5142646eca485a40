from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_emissary_event_type import GreenlandEmissaryEventType

if TYPE_CHECKING:
    from ..models.greenland_emissary_event_data import GreenlandEmissaryEventData


T = TypeVar("T", bound="GreenlandEmissaryEvent")


@_attrs_define
class GreenlandEmissaryEvent:
    """
    Attributes:
        type_ (GreenlandEmissaryEventType):
        seat (int):
        data (GreenlandEmissaryEventData):
    """

    type_: GreenlandEmissaryEventType
    seat: int
    data: GreenlandEmissaryEventData

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
        from ..models.greenland_emissary_event_data import GreenlandEmissaryEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandEmissaryEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandEmissaryEventData.from_dict(d.pop("data"))

        greenland_emissary_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_emissary_event
