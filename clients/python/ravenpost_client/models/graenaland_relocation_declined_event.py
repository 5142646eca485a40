from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_relocation_declined_event_type import GraenalandRelocationDeclinedEventType

if TYPE_CHECKING:
    from ..models.graenaland_relocation_declined_event_data import GraenalandRelocationDeclinedEventData


T = TypeVar("T", bound="GraenalandRelocationDeclinedEvent")


@_attrs_define
class GraenalandRelocationDeclinedEvent:
    """
    Attributes:
        type_ (GraenalandRelocationDeclinedEventType):
        seat (int):
        data (GraenalandRelocationDeclinedEventData):
    """

    type_: GraenalandRelocationDeclinedEventType
    seat: int
    data: GraenalandRelocationDeclinedEventData

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
        from ..models.graenaland_relocation_declined_event_data import GraenalandRelocationDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandRelocationDeclinedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandRelocationDeclinedEventData.from_dict(d.pop("data"))

        graenaland_relocation_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_relocation_declined_event
