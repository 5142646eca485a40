from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_recall_elder_event_type import GreenlandRecallElderEventType

if TYPE_CHECKING:
    from ..models.greenland_recall_elder_event_data import GreenlandRecallElderEventData


T = TypeVar("T", bound="GreenlandRecallElderEvent")


@_attrs_define
class GreenlandRecallElderEvent:
    """
    Attributes:
        type_ (GreenlandRecallElderEventType):
        seat (int):
        data (GreenlandRecallElderEventData):
    """

    type_: GreenlandRecallElderEventType
    seat: int
    data: GreenlandRecallElderEventData

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
        from ..models.greenland_recall_elder_event_data import GreenlandRecallElderEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandRecallElderEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandRecallElderEventData.from_dict(d.pop("data"))

        greenland_recall_elder_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_recall_elder_event
