from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_casualty_event_type import GreenlandCasualtyEventType

if TYPE_CHECKING:
    from ..models.greenland_casualty_event_data import GreenlandCasualtyEventData


T = TypeVar("T", bound="GreenlandCasualtyEvent")


@_attrs_define
class GreenlandCasualtyEvent:
    """
    Attributes:
        type_ (GreenlandCasualtyEventType):
        seat (int):
        data (GreenlandCasualtyEventData):
    """

    type_: GreenlandCasualtyEventType
    seat: int
    data: GreenlandCasualtyEventData

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
        from ..models.greenland_casualty_event_data import GreenlandCasualtyEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandCasualtyEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandCasualtyEventData.from_dict(d.pop("data"))

        greenland_casualty_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_casualty_event
