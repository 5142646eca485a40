from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_keep_dice_event_type import GreenlandKeepDiceEventType

if TYPE_CHECKING:
    from ..models.greenland_keep_dice_event_data import GreenlandKeepDiceEventData


T = TypeVar("T", bound="GreenlandKeepDiceEvent")


@_attrs_define
class GreenlandKeepDiceEvent:
    """
    Attributes:
        type_ (GreenlandKeepDiceEventType):
        seat (int):
        data (GreenlandKeepDiceEventData):
    """

    type_: GreenlandKeepDiceEventType
    seat: int
    data: GreenlandKeepDiceEventData

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
        from ..models.greenland_keep_dice_event_data import GreenlandKeepDiceEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandKeepDiceEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandKeepDiceEventData.from_dict(d.pop("data"))

        greenland_keep_dice_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_keep_dice_event
