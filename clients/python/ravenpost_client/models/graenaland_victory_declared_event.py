from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_victory_declared_event_type import GraenalandVictoryDeclaredEventType

if TYPE_CHECKING:
    from ..models.graenaland_victory_declared_event_data import GraenalandVictoryDeclaredEventData


T = TypeVar("T", bound="GraenalandVictoryDeclaredEvent")


@_attrs_define
class GraenalandVictoryDeclaredEvent:
    """
    Attributes:
        type_ (GraenalandVictoryDeclaredEventType):
        seat (int):
        data (GraenalandVictoryDeclaredEventData):
    """

    type_: GraenalandVictoryDeclaredEventType
    seat: int
    data: GraenalandVictoryDeclaredEventData

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
        from ..models.graenaland_victory_declared_event_data import GraenalandVictoryDeclaredEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVictoryDeclaredEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVictoryDeclaredEventData.from_dict(d.pop("data"))

        graenaland_victory_declared_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_victory_declared_event
