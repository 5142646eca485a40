from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_cash_in_event_type import GreenlandCashInEventType

if TYPE_CHECKING:
    from ..models.greenland_cash_in_event_data import GreenlandCashInEventData


T = TypeVar("T", bound="GreenlandCashInEvent")


@_attrs_define
class GreenlandCashInEvent:
    """
    Attributes:
        type_ (GreenlandCashInEventType):
        seat (int):
        data (GreenlandCashInEventData):
    """

    type_: GreenlandCashInEventType
    seat: int
    data: GreenlandCashInEventData

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
        from ..models.greenland_cash_in_event_data import GreenlandCashInEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandCashInEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandCashInEventData.from_dict(d.pop("data"))

        greenland_cash_in_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_cash_in_event
