from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_banish_target_event_type import GreenlandBanishTargetEventType

if TYPE_CHECKING:
    from ..models.greenland_banish_target_event_data import GreenlandBanishTargetEventData


T = TypeVar("T", bound="GreenlandBanishTargetEvent")


@_attrs_define
class GreenlandBanishTargetEvent:
    """
    Attributes:
        type_ (GreenlandBanishTargetEventType):
        seat (int):
        data (GreenlandBanishTargetEventData):
    """

    type_: GreenlandBanishTargetEventType
    seat: int
    data: GreenlandBanishTargetEventData

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
        from ..models.greenland_banish_target_event_data import GreenlandBanishTargetEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandBanishTargetEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandBanishTargetEventData.from_dict(d.pop("data"))

        greenland_banish_target_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_banish_target_event
