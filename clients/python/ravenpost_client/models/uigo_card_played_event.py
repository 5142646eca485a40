from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card_played_event_type import UigoCardPlayedEventType

if TYPE_CHECKING:
    from ..models.uigo_card_played_event_data import UigoCardPlayedEventData


T = TypeVar("T", bound="UigoCardPlayedEvent")


@_attrs_define
class UigoCardPlayedEvent:
    """
    Attributes:
        type_ (UigoCardPlayedEventType):
        seat (int):
        data (UigoCardPlayedEventData):
    """

    type_: UigoCardPlayedEventType
    seat: int
    data: UigoCardPlayedEventData

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
        from ..models.uigo_card_played_event_data import UigoCardPlayedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = UigoCardPlayedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = UigoCardPlayedEventData.from_dict(d.pop("data"))

        uigo_card_played_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return uigo_card_played_event
