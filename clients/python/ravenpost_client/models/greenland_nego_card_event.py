from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_nego_card_event_type import GreenlandNegoCardEventType

if TYPE_CHECKING:
    from ..models.greenland_nego_card_event_data import GreenlandNegoCardEventData


T = TypeVar("T", bound="GreenlandNegoCardEvent")


@_attrs_define
class GreenlandNegoCardEvent:
    """
    Attributes:
        type_ (GreenlandNegoCardEventType):
        seat (int):
        data (GreenlandNegoCardEventData):
    """

    type_: GreenlandNegoCardEventType
    seat: int
    data: GreenlandNegoCardEventData

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
        from ..models.greenland_nego_card_event_data import GreenlandNegoCardEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandNegoCardEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandNegoCardEventData.from_dict(d.pop("data"))

        greenland_nego_card_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_nego_card_event
