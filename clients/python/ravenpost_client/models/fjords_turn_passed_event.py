from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_turn_passed_event_type import FjordsTurnPassedEventType

if TYPE_CHECKING:
    from ..models.fjords_turn_passed_event_data import FjordsTurnPassedEventData


T = TypeVar("T", bound="FjordsTurnPassedEvent")


@_attrs_define
class FjordsTurnPassedEvent:
    """
    Attributes:
        type_ (FjordsTurnPassedEventType):
        seat (int):
        data (FjordsTurnPassedEventData):
    """

    type_: FjordsTurnPassedEventType
    seat: int
    data: FjordsTurnPassedEventData

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
        from ..models.fjords_turn_passed_event_data import FjordsTurnPassedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsTurnPassedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsTurnPassedEventData.from_dict(d.pop("data"))

        fjords_turn_passed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_turn_passed_event
