from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_offer_send_event_type import GreenlandOfferSendEventType

if TYPE_CHECKING:
    from ..models.greenland_offer_send_event_data import GreenlandOfferSendEventData


T = TypeVar("T", bound="GreenlandOfferSendEvent")


@_attrs_define
class GreenlandOfferSendEvent:
    """
    Attributes:
        type_ (GreenlandOfferSendEventType):
        seat (int):
        data (GreenlandOfferSendEventData):
    """

    type_: GreenlandOfferSendEventType
    seat: int
    data: GreenlandOfferSendEventData

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
        from ..models.greenland_offer_send_event_data import GreenlandOfferSendEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandOfferSendEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandOfferSendEventData.from_dict(d.pop("data"))

        greenland_offer_send_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_offer_send_event
