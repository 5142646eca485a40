from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_end_actions_event_type import GreenlandEndActionsEventType

if TYPE_CHECKING:
    from ..models.greenland_end_actions_event_data import GreenlandEndActionsEventData


T = TypeVar("T", bound="GreenlandEndActionsEvent")


@_attrs_define
class GreenlandEndActionsEvent:
    """
    Attributes:
        type_ (GreenlandEndActionsEventType):
        seat (int):
        data (GreenlandEndActionsEventData):
    """

    type_: GreenlandEndActionsEventType
    seat: int
    data: GreenlandEndActionsEventData

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
        from ..models.greenland_end_actions_event_data import GreenlandEndActionsEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandEndActionsEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandEndActionsEventData.from_dict(d.pop("data"))

        greenland_end_actions_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_end_actions_event
