from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_hut_declined_event_type import FjordsHutDeclinedEventType

if TYPE_CHECKING:
    from ..models.fjords_hut_declined_event_data import FjordsHutDeclinedEventData


T = TypeVar("T", bound="FjordsHutDeclinedEvent")


@_attrs_define
class FjordsHutDeclinedEvent:
    """
    Attributes:
        type_ (FjordsHutDeclinedEventType):
        seat (int):
        data (FjordsHutDeclinedEventData):
    """

    type_: FjordsHutDeclinedEventType
    seat: int
    data: FjordsHutDeclinedEventData

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
        from ..models.fjords_hut_declined_event_data import FjordsHutDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsHutDeclinedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsHutDeclinedEventData.from_dict(d.pop("data"))

        fjords_hut_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_hut_declined_event
