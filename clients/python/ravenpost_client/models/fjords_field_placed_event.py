from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_field_placed_event_type import FjordsFieldPlacedEventType

if TYPE_CHECKING:
    from ..models.fjords_field_placed_event_data import FjordsFieldPlacedEventData


T = TypeVar("T", bound="FjordsFieldPlacedEvent")


@_attrs_define
class FjordsFieldPlacedEvent:
    """
    Attributes:
        type_ (FjordsFieldPlacedEventType):
        seat (int):
        data (FjordsFieldPlacedEventData):
    """

    type_: FjordsFieldPlacedEventType
    seat: int
    data: FjordsFieldPlacedEventData

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
        from ..models.fjords_field_placed_event_data import FjordsFieldPlacedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsFieldPlacedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsFieldPlacedEventData.from_dict(d.pop("data"))

        fjords_field_placed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_field_placed_event
