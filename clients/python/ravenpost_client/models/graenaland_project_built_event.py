from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_project_built_event_type import GraenalandProjectBuiltEventType

if TYPE_CHECKING:
    from ..models.graenaland_project_built_event_data import GraenalandProjectBuiltEventData


T = TypeVar("T", bound="GraenalandProjectBuiltEvent")


@_attrs_define
class GraenalandProjectBuiltEvent:
    """
    Attributes:
        type_ (GraenalandProjectBuiltEventType):
        seat (int):
        data (GraenalandProjectBuiltEventData):
    """

    type_: GraenalandProjectBuiltEventType
    seat: int
    data: GraenalandProjectBuiltEventData

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
        from ..models.graenaland_project_built_event_data import GraenalandProjectBuiltEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProjectBuiltEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProjectBuiltEventData.from_dict(d.pop("data"))

        graenaland_project_built_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_project_built_event
