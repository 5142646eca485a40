from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_domesticate_event_type import GreenlandDomesticateEventType

if TYPE_CHECKING:
    from ..models.greenland_domesticate_event_data import GreenlandDomesticateEventData


T = TypeVar("T", bound="GreenlandDomesticateEvent")


@_attrs_define
class GreenlandDomesticateEvent:
    """
    Attributes:
        type_ (GreenlandDomesticateEventType):
        seat (int):
        data (GreenlandDomesticateEventData):
    """

    type_: GreenlandDomesticateEventType
    seat: int
    data: GreenlandDomesticateEventData

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
        from ..models.greenland_domesticate_event_data import GreenlandDomesticateEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandDomesticateEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandDomesticateEventData.from_dict(d.pop("data"))

        greenland_domesticate_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_domesticate_event
