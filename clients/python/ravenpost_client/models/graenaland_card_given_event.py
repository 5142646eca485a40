from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card_given_event_type import GraenalandCardGivenEventType

if TYPE_CHECKING:
    from ..models.graenaland_card_given_event_data import GraenalandCardGivenEventData


T = TypeVar("T", bound="GraenalandCardGivenEvent")


@_attrs_define
class GraenalandCardGivenEvent:
    """
    Attributes:
        type_ (GraenalandCardGivenEventType):
        seat (int):
        data (GraenalandCardGivenEventData):
    """

    type_: GraenalandCardGivenEventType
    seat: int
    data: GraenalandCardGivenEventData

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
        from ..models.graenaland_card_given_event_data import GraenalandCardGivenEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandCardGivenEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandCardGivenEventData.from_dict(d.pop("data"))

        graenaland_card_given_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_card_given_event
