from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fjords_game_ended_event_type import FjordsGameEndedEventType

if TYPE_CHECKING:
    from ..models.fjords_game_ended_event_data import FjordsGameEndedEventData


T = TypeVar("T", bound="FjordsGameEndedEvent")


@_attrs_define
class FjordsGameEndedEvent:
    """
    Attributes:
        type_ (FjordsGameEndedEventType):
        seat (int | None):
        data (FjordsGameEndedEventData):
    """

    type_: FjordsGameEndedEventType
    seat: int | None
    data: FjordsGameEndedEventData

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
        from ..models.fjords_game_ended_event_data import FjordsGameEndedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsGameEndedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = FjordsGameEndedEventData.from_dict(d.pop("data"))

        fjords_game_ended_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_game_ended_event
