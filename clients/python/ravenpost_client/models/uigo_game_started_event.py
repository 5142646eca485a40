from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.uigo_game_started_event_type import UigoGameStartedEventType

if TYPE_CHECKING:
    from ..models.uigo_game_started_event_data import UigoGameStartedEventData


T = TypeVar("T", bound="UigoGameStartedEvent")


@_attrs_define
class UigoGameStartedEvent:
    """
    Attributes:
        type_ (UigoGameStartedEventType):
        seat (int | None):
        data (UigoGameStartedEventData):
    """

    type_: UigoGameStartedEventType
    seat: int | None
    data: UigoGameStartedEventData

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
        from ..models.uigo_game_started_event_data import UigoGameStartedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = UigoGameStartedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = UigoGameStartedEventData.from_dict(d.pop("data"))

        uigo_game_started_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return uigo_game_started_event
