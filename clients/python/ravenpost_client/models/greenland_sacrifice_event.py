from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_sacrifice_event_type import GreenlandSacrificeEventType

if TYPE_CHECKING:
    from ..models.greenland_sacrifice_event_data import GreenlandSacrificeEventData


T = TypeVar("T", bound="GreenlandSacrificeEvent")


@_attrs_define
class GreenlandSacrificeEvent:
    """
    Attributes:
        type_ (GreenlandSacrificeEventType):
        seat (int):
        data (GreenlandSacrificeEventData):
    """

    type_: GreenlandSacrificeEventType
    seat: int
    data: GreenlandSacrificeEventData

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
        from ..models.greenland_sacrifice_event_data import GreenlandSacrificeEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandSacrificeEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandSacrificeEventData.from_dict(d.pop("data"))

        greenland_sacrifice_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_sacrifice_event
