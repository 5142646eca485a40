from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_deck_refilled_event_type import GraenalandDeckRefilledEventType

if TYPE_CHECKING:
    from ..models.graenaland_deck_refilled_event_data import GraenalandDeckRefilledEventData


T = TypeVar("T", bound="GraenalandDeckRefilledEvent")


@_attrs_define
class GraenalandDeckRefilledEvent:
    """
    Attributes:
        type_ (GraenalandDeckRefilledEventType):
        seat (int | None):
        data (GraenalandDeckRefilledEventData):
    """

    type_: GraenalandDeckRefilledEventType
    seat: int | None
    data: GraenalandDeckRefilledEventData

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
        from ..models.graenaland_deck_refilled_event_data import GraenalandDeckRefilledEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandDeckRefilledEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandDeckRefilledEventData.from_dict(d.pop("data"))

        graenaland_deck_refilled_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_deck_refilled_event
