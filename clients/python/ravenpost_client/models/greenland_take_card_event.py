from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_take_card_event_type import GreenlandTakeCardEventType

if TYPE_CHECKING:
    from ..models.greenland_take_card_event_data import GreenlandTakeCardEventData


T = TypeVar("T", bound="GreenlandTakeCardEvent")


@_attrs_define
class GreenlandTakeCardEvent:
    """
    Attributes:
        type_ (GreenlandTakeCardEventType):
        seat (int):
        data (GreenlandTakeCardEventData):
    """

    type_: GreenlandTakeCardEventType
    seat: int
    data: GreenlandTakeCardEventData

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
        from ..models.greenland_take_card_event_data import GreenlandTakeCardEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandTakeCardEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandTakeCardEventData.from_dict(d.pop("data"))

        greenland_take_card_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_take_card_event
