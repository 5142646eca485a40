from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_reroll_event_type import GreenlandRerollEventType

if TYPE_CHECKING:
    from ..models.greenland_reroll_event_data import GreenlandRerollEventData


T = TypeVar("T", bound="GreenlandRerollEvent")


@_attrs_define
class GreenlandRerollEvent:
    """
    Attributes:
        type_ (GreenlandRerollEventType):
        seat (int):
        data (GreenlandRerollEventData):
    """

    type_: GreenlandRerollEventType
    seat: int
    data: GreenlandRerollEventData

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
        from ..models.greenland_reroll_event_data import GreenlandRerollEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandRerollEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandRerollEventData.from_dict(d.pop("data"))

        greenland_reroll_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_reroll_event
