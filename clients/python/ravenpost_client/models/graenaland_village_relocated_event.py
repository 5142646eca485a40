from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_village_relocated_event_type import GraenalandVillageRelocatedEventType

if TYPE_CHECKING:
    from ..models.graenaland_village_relocated_event_data import GraenalandVillageRelocatedEventData


T = TypeVar("T", bound="GraenalandVillageRelocatedEvent")


@_attrs_define
class GraenalandVillageRelocatedEvent:
    """
    Attributes:
        type_ (GraenalandVillageRelocatedEventType):
        seat (int):
        data (GraenalandVillageRelocatedEventData):
    """

    type_: GraenalandVillageRelocatedEventType
    seat: int
    data: GraenalandVillageRelocatedEventData

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
        from ..models.graenaland_village_relocated_event_data import GraenalandVillageRelocatedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVillageRelocatedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVillageRelocatedEventData.from_dict(d.pop("data"))

        graenaland_village_relocated_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_village_relocated_event
