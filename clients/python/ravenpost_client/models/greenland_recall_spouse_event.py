from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_recall_spouse_event_type import GreenlandRecallSpouseEventType

if TYPE_CHECKING:
    from ..models.greenland_recall_spouse_event_data import GreenlandRecallSpouseEventData


T = TypeVar("T", bound="GreenlandRecallSpouseEvent")


@_attrs_define
class GreenlandRecallSpouseEvent:
    """
    Attributes:
        type_ (GreenlandRecallSpouseEventType):
        seat (int):
        data (GreenlandRecallSpouseEventData):
    """

    type_: GreenlandRecallSpouseEventType
    seat: int
    data: GreenlandRecallSpouseEventData

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
        from ..models.greenland_recall_spouse_event_data import GreenlandRecallSpouseEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandRecallSpouseEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandRecallSpouseEventData.from_dict(d.pop("data"))

        greenland_recall_spouse_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_recall_spouse_event
