from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_favour_declined_event_type import GraenalandFavourDeclinedEventType

if TYPE_CHECKING:
    from ..models.graenaland_favour_declined_event_data import GraenalandFavourDeclinedEventData


T = TypeVar("T", bound="GraenalandFavourDeclinedEvent")


@_attrs_define
class GraenalandFavourDeclinedEvent:
    """
    Attributes:
        type_ (GraenalandFavourDeclinedEventType):
        seat (int):
        data (GraenalandFavourDeclinedEventData):
    """

    type_: GraenalandFavourDeclinedEventType
    seat: int
    data: GraenalandFavourDeclinedEventData

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
        from ..models.graenaland_favour_declined_event_data import GraenalandFavourDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandFavourDeclinedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandFavourDeclinedEventData.from_dict(d.pop("data"))

        graenaland_favour_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_favour_declined_event
