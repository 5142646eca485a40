from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_war_council_event_type import GreenlandWarCouncilEventType

if TYPE_CHECKING:
    from ..models.greenland_war_council_event_data import GreenlandWarCouncilEventData


T = TypeVar("T", bound="GreenlandWarCouncilEvent")


@_attrs_define
class GreenlandWarCouncilEvent:
    """
    Attributes:
        type_ (GreenlandWarCouncilEventType):
        seat (int):
        data (GreenlandWarCouncilEventData):
    """

    type_: GreenlandWarCouncilEventType
    seat: int
    data: GreenlandWarCouncilEventData

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
        from ..models.greenland_war_council_event_data import GreenlandWarCouncilEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandWarCouncilEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandWarCouncilEventData.from_dict(d.pop("data"))

        greenland_war_council_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_war_council_event
