from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card_drawn_event_type import GraenalandCardDrawnEventType

if TYPE_CHECKING:
    from ..models.graenaland_card_drawn_event_data import GraenalandCardDrawnEventData


T = TypeVar("T", bound="GraenalandCardDrawnEvent")


@_attrs_define
class GraenalandCardDrawnEvent:
    """
    Attributes:
        type_ (GraenalandCardDrawnEventType):
        seat (int):
        data (GraenalandCardDrawnEventData):
    """

    type_: GraenalandCardDrawnEventType
    seat: int
    data: GraenalandCardDrawnEventData

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
        from ..models.graenaland_card_drawn_event_data import GraenalandCardDrawnEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandCardDrawnEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandCardDrawnEventData.from_dict(d.pop("data"))

        graenaland_card_drawn_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_card_drawn_event
