from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_supply_taken_event_type import GraenalandSupplyTakenEventType

if TYPE_CHECKING:
    from ..models.graenaland_supply_taken_event_data import GraenalandSupplyTakenEventData


T = TypeVar("T", bound="GraenalandSupplyTakenEvent")


@_attrs_define
class GraenalandSupplyTakenEvent:
    """
    Attributes:
        type_ (GraenalandSupplyTakenEventType):
        seat (int):
        data (GraenalandSupplyTakenEventData):
    """

    type_: GraenalandSupplyTakenEventType
    seat: int
    data: GraenalandSupplyTakenEventData

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
        from ..models.graenaland_supply_taken_event_data import GraenalandSupplyTakenEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandSupplyTakenEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandSupplyTakenEventData.from_dict(d.pop("data"))

        graenaland_supply_taken_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_supply_taken_event
