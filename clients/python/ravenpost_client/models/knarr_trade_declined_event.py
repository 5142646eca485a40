from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_trade_declined_event_type import KnarrTradeDeclinedEventType

if TYPE_CHECKING:
    from ..models.knarr_trade_declined_event_data import KnarrTradeDeclinedEventData


T = TypeVar("T", bound="KnarrTradeDeclinedEvent")


@_attrs_define
class KnarrTradeDeclinedEvent:
    """
    Attributes:
        type_ (KnarrTradeDeclinedEventType):
        seat (int):
        data (KnarrTradeDeclinedEventData):
    """

    type_: KnarrTradeDeclinedEventType
    seat: int
    data: KnarrTradeDeclinedEventData

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
        from ..models.knarr_trade_declined_event_data import KnarrTradeDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrTradeDeclinedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrTradeDeclinedEventData.from_dict(d.pop("data"))

        knarr_trade_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_trade_declined_event
