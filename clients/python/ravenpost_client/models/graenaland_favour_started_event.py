from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_favour_started_event_type import GraenalandFavourStartedEventType

if TYPE_CHECKING:
    from ..models.graenaland_favour_started_event_data import GraenalandFavourStartedEventData


T = TypeVar("T", bound="GraenalandFavourStartedEvent")


@_attrs_define
class GraenalandFavourStartedEvent:
    """
    Attributes:
        type_ (GraenalandFavourStartedEventType):
        seat (int):
        data (GraenalandFavourStartedEventData):
    """

    type_: GraenalandFavourStartedEventType
    seat: int
    data: GraenalandFavourStartedEventData

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
        from ..models.graenaland_favour_started_event_data import GraenalandFavourStartedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandFavourStartedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandFavourStartedEventData.from_dict(d.pop("data"))

        graenaland_favour_started_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_favour_started_event
