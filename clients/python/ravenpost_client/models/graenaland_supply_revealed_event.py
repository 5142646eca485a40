from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_supply_revealed_event_type import GraenalandSupplyRevealedEventType

if TYPE_CHECKING:
    from ..models.graenaland_supply_revealed_event_data import GraenalandSupplyRevealedEventData


T = TypeVar("T", bound="GraenalandSupplyRevealedEvent")


@_attrs_define
class GraenalandSupplyRevealedEvent:
    """
    Attributes:
        type_ (GraenalandSupplyRevealedEventType):
        seat (int | None):
        data (GraenalandSupplyRevealedEventData):
    """

    type_: GraenalandSupplyRevealedEventType
    seat: int | None
    data: GraenalandSupplyRevealedEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat: int | None
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
        from ..models.graenaland_supply_revealed_event_data import GraenalandSupplyRevealedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandSupplyRevealedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandSupplyRevealedEventData.from_dict(d.pop("data"))

        graenaland_supply_revealed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_supply_revealed_event
