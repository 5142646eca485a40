from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_hunt_card_event_type import GreenlandHuntCardEventType

if TYPE_CHECKING:
    from ..models.greenland_hunt_card_event_data import GreenlandHuntCardEventData


T = TypeVar("T", bound="GreenlandHuntCardEvent")


@_attrs_define
class GreenlandHuntCardEvent:
    """
    Attributes:
        type_ (GreenlandHuntCardEventType):
        seat (int):
        data (GreenlandHuntCardEventData):
    """

    type_: GreenlandHuntCardEventType
    seat: int
    data: GreenlandHuntCardEventData

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
        from ..models.greenland_hunt_card_event_data import GreenlandHuntCardEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandHuntCardEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandHuntCardEventData.from_dict(d.pop("data"))

        greenland_hunt_card_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_hunt_card_event
