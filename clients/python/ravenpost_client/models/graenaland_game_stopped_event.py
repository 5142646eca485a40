from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_game_stopped_event_type import GraenalandGameStoppedEventType

if TYPE_CHECKING:
    from ..models.graenaland_game_stopped_event_data import GraenalandGameStoppedEventData


T = TypeVar("T", bound="GraenalandGameStoppedEvent")


@_attrs_define
class GraenalandGameStoppedEvent:
    """
    Attributes:
        type_ (GraenalandGameStoppedEventType):
        seat (int | None):
        data (GraenalandGameStoppedEventData):
    """

    type_: GraenalandGameStoppedEventType
    seat: int | None
    data: GraenalandGameStoppedEventData

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
        from ..models.graenaland_game_stopped_event_data import GraenalandGameStoppedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandGameStoppedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandGameStoppedEventData.from_dict(d.pop("data"))

        graenaland_game_stopped_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_game_stopped_event
