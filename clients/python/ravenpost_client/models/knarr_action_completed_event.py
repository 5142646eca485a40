from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_action_completed_event_type import KnarrActionCompletedEventType

if TYPE_CHECKING:
    from ..models.knarr_action_completed_event_data import KnarrActionCompletedEventData


T = TypeVar("T", bound="KnarrActionCompletedEvent")


@_attrs_define
class KnarrActionCompletedEvent:
    """
    Attributes:
        type_ (KnarrActionCompletedEventType):
        seat (int):
        data (KnarrActionCompletedEventData):
    """

    type_: KnarrActionCompletedEventType
    seat: int
    data: KnarrActionCompletedEventData

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
        from ..models.knarr_action_completed_event_data import KnarrActionCompletedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrActionCompletedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrActionCompletedEventData.from_dict(d.pop("data"))

        knarr_action_completed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_action_completed_event
