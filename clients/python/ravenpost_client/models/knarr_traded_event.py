from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_traded_event_type import KnarrTradedEventType

if TYPE_CHECKING:
    from ..models.knarr_traded_event_data import KnarrTradedEventData


T = TypeVar("T", bound="KnarrTradedEvent")


@_attrs_define
class KnarrTradedEvent:
    """
    Attributes:
        type_ (KnarrTradedEventType):
        seat (int):
        data (KnarrTradedEventData):
    """

    type_: KnarrTradedEventType
    seat: int
    data: KnarrTradedEventData

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
        from ..models.knarr_traded_event_data import KnarrTradedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrTradedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrTradedEventData.from_dict(d.pop("data"))

        knarr_traded_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_traded_event
