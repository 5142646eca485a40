from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_offers_done_event_type import GraenalandOffersDoneEventType

if TYPE_CHECKING:
    from ..models.graenaland_offers_done_event_data import GraenalandOffersDoneEventData


T = TypeVar("T", bound="GraenalandOffersDoneEvent")


@_attrs_define
class GraenalandOffersDoneEvent:
    """
    Attributes:
        type_ (GraenalandOffersDoneEventType):
        seat (int):
        data (GraenalandOffersDoneEventData):
    """

    type_: GraenalandOffersDoneEventType
    seat: int
    data: GraenalandOffersDoneEventData

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
        from ..models.graenaland_offers_done_event_data import GraenalandOffersDoneEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandOffersDoneEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandOffersDoneEventData.from_dict(d.pop("data"))

        graenaland_offers_done_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_offers_done_event
