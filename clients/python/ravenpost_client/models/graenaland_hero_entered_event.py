from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_entered_event_type import GraenalandHeroEnteredEventType

if TYPE_CHECKING:
    from ..models.graenaland_hero_entered_event_data import GraenalandHeroEnteredEventData


T = TypeVar("T", bound="GraenalandHeroEnteredEvent")


@_attrs_define
class GraenalandHeroEnteredEvent:
    """
    Attributes:
        type_ (GraenalandHeroEnteredEventType):
        seat (int):
        data (GraenalandHeroEnteredEventData):
    """

    type_: GraenalandHeroEnteredEventType
    seat: int
    data: GraenalandHeroEnteredEventData

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
        from ..models.graenaland_hero_entered_event_data import GraenalandHeroEnteredEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandHeroEnteredEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandHeroEnteredEventData.from_dict(d.pop("data"))

        graenaland_hero_entered_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_hero_entered_event
