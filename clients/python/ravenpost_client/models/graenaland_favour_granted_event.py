from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_favour_granted_event_type import GraenalandFavourGrantedEventType

if TYPE_CHECKING:
    from ..models.graenaland_favour_granted_event_data import GraenalandFavourGrantedEventData


T = TypeVar("T", bound="GraenalandFavourGrantedEvent")


@_attrs_define
class GraenalandFavourGrantedEvent:
    """
    Attributes:
        type_ (GraenalandFavourGrantedEventType):
        seat (int):
        data (GraenalandFavourGrantedEventData):
    """

    type_: GraenalandFavourGrantedEventType
    seat: int
    data: GraenalandFavourGrantedEventData

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
        from ..models.graenaland_favour_granted_event_data import GraenalandFavourGrantedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandFavourGrantedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandFavourGrantedEventData.from_dict(d.pop("data"))

        graenaland_favour_granted_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_favour_granted_event
