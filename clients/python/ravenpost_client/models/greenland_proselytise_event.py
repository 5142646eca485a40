from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_proselytise_event_type import GreenlandProselytiseEventType

if TYPE_CHECKING:
    from ..models.greenland_proselytise_event_data import GreenlandProselytiseEventData


T = TypeVar("T", bound="GreenlandProselytiseEvent")


@_attrs_define
class GreenlandProselytiseEvent:
    """
    Attributes:
        type_ (GreenlandProselytiseEventType):
        seat (int):
        data (GreenlandProselytiseEventData):
    """

    type_: GreenlandProselytiseEventType
    seat: int
    data: GreenlandProselytiseEventData

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
        from ..models.greenland_proselytise_event_data import GreenlandProselytiseEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandProselytiseEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandProselytiseEventData.from_dict(d.pop("data"))

        greenland_proselytise_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_proselytise_event
