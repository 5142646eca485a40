from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_project_cancelled_event_type import GraenalandProjectCancelledEventType

if TYPE_CHECKING:
    from ..models.graenaland_project_cancelled_event_data import GraenalandProjectCancelledEventData


T = TypeVar("T", bound="GraenalandProjectCancelledEvent")


@_attrs_define
class GraenalandProjectCancelledEvent:
    """
    Attributes:
        type_ (GraenalandProjectCancelledEventType):
        seat (int):
        data (GraenalandProjectCancelledEventData):
    """

    type_: GraenalandProjectCancelledEventType
    seat: int
    data: GraenalandProjectCancelledEventData

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
        from ..models.graenaland_project_cancelled_event_data import GraenalandProjectCancelledEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProjectCancelledEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProjectCancelledEventData.from_dict(d.pop("data"))

        graenaland_project_cancelled_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_project_cancelled_event
