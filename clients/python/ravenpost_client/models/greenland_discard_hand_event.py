from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_discard_hand_event_type import GreenlandDiscardHandEventType

if TYPE_CHECKING:
    from ..models.greenland_discard_hand_event_data import GreenlandDiscardHandEventData


T = TypeVar("T", bound="GreenlandDiscardHandEvent")


@_attrs_define
class GreenlandDiscardHandEvent:
    """
    Attributes:
        type_ (GreenlandDiscardHandEventType):
        seat (int):
        data (GreenlandDiscardHandEventData):
    """

    type_: GreenlandDiscardHandEventType
    seat: int
    data: GreenlandDiscardHandEventData

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
        from ..models.greenland_discard_hand_event_data import GreenlandDiscardHandEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandDiscardHandEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandDiscardHandEventData.from_dict(d.pop("data"))

        greenland_discard_hand_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_discard_hand_event
